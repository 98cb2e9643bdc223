/** The one password rule: what admin:create accepts is what the account page accepts. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;
