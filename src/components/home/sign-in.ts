/** The older home variant's quiet way in for the owner (SPEC §3): shown only to signed-out visitors. */
export const homeSignIn = { label: "Sign In to Continue", href: "/api/login" } as const;
