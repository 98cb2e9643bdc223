/** Twilio's limit for one message body: 1,600 characters (twilio.com/docs/messaging/api/message-resource, Body). */
export const TEXT_MAX_CHARS = 1600;
