/** A signed version's change orders with their signatures, as the console and the customer's page read them. */
import type { Db } from "../db/schema";
import type { AdminChangeOrder } from "../../shared/proposals/change-order";
import { changeOrdersOf, signaturesOf } from "./change-orders.repository";

export async function changeOrdersOfVersion(db: Db, proposalId: number): Promise<AdminChangeOrder[]> {
  const rows = await changeOrdersOf(db, proposalId);
  const signatures = new Map(
    (
      await signaturesOf(
        db,
        rows.map((row) => row.id),
      )
    ).map((s) => [s.changeOrderId, s]),
  );
  return rows.map((row) => {
    const signature = signatures.get(row.id);
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      document: row.frozen,
      documentSha256: row.documentSha256,
      issuedAt: row.issuedAt.toISOString(),
      signature: signature
        ? {
            typedName: signature.typedName,
            signedAt: signature.signedAt.toISOString(),
            ip: signature.ip,
            userAgent: signature.userAgent,
            consentText: signature.consentText,
            documentSha256: signature.documentSha256,
          }
        : null,
    };
  });
}
