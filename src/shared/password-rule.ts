/**
 * The password rule (ASVS V6.2): what admin:create accepts is what the account page and the reset
 * page accept (src/shared/schemas/account.ts, plus the server's common-password list).
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;
/** `aaaaaaaaaaaa` and `abababababab` are long but not passwords. */
export const PASSWORD_MIN_DISTINCT = 5;
