/**
 * The keywords a customer texts (issue 32, item 4), any case, alone in the message (surrounding spaces and a
 * final full stop or exclamation mark aside): the opt-out words of Twilio's Advanced Opt-Out defaults
 * (twilio.com/docs/messaging/tutorials/advanced-opt-out: STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT, REVOKE,
 * OPTOUT), the opt-in words START and UNSTOP, and HELP (with INFO). "Stop by Tuesday" is a message, not a keyword.
 */
export type Keyword = "stop" | "start" | "help";

const WORDS: Record<string, Keyword> = {
  STOP: "stop",
  STOPALL: "stop",
  UNSUBSCRIBE: "stop",
  CANCEL: "stop",
  END: "stop",
  QUIT: "stop",
  REVOKE: "stop",
  OPTOUT: "stop",
  START: "start",
  UNSTOP: "start",
  HELP: "help",
  INFO: "help",
};

export function keywordOf(body: string): Keyword | undefined {
  return WORDS[
    body
      .trim()
      .replace(/[.!]+$/, "")
      .toUpperCase()
  ];
}

/** Twilio's OptOutType (sent with Advanced Opt-Out on): Twilio has answered the keyword already. */
export function answeredByTwilio(fields: Record<string, string>): boolean {
  return Boolean(fields.OptOutType);
}
