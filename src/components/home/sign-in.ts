/** The older home variant's quiet way in for the owner (docs/product.md#data): shown only to signed-out visitors. */
export const homeSignIn = { label: "Sign In to Continue", href: "/api/login" } as const;
