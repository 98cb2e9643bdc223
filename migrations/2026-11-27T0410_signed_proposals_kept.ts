/**
 * A signed proposal is a contract (issue 33, item 9): the database itself refuses to delete a
 * signature (directly, or through the cascade from its proposal or quote) and to change a sent
 * version's frozen document or its fingerprint. The application refuses first with a clear 409;
 * these triggers hold against any other path (a script, a console in SQL). TRUNCATE, as test
 * tooling uses, is not a row delete and is not affected.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function proposal_acceptances_kept() returns trigger language plpgsql as $$
    begin
      raise exception 'proposal_acceptances rows are kept: a signed proposal cannot be deleted'
        using errcode = 'restrict_violation';
    end $$
  `.execute(db);
  await sql`
    create trigger proposal_acceptances_no_delete before delete on proposal_acceptances
    for each row execute function proposal_acceptances_kept()
  `.execute(db);
  await sql`
    create function proposals_frozen_immutable() returns trigger language plpgsql as $$
    begin
      if old.frozen is not null and (
        new.frozen is distinct from old.frozen or new.document_sha256 is distinct from old.document_sha256
      ) then
        raise exception 'a sent proposal''s frozen document cannot be changed'
          using errcode = 'restrict_violation';
      end if;
      return new;
    end $$
  `.execute(db);
  await sql`
    create trigger proposals_frozen_no_change before update on proposals
    for each row execute function proposals_frozen_immutable()
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger proposals_frozen_no_change on proposals`.execute(db);
  await sql`drop function proposals_frozen_immutable()`.execute(db);
  await sql`drop trigger proposal_acceptances_no_delete on proposal_acceptances`.execute(db);
  await sql`drop function proposal_acceptances_kept()`.execute(db);
}
