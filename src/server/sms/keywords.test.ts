import { describe, expect, it } from "vitest";
import { keywordOf } from "./keywords";

describe("texted keywords", () => {
  it("knows the stop, start and help words in any case, alone in the message", () => {
    for (const word of ["STOP", "stop", " Stop ", "STOPALL", "unsubscribe", "Cancel", "END", "quit", "stop."])
      expect(keywordOf(word), word).toBe("stop");
    for (const word of ["START", "unstop", "Start!"]) expect(keywordOf(word), word).toBe("start");
    for (const word of ["HELP", "help", "info"]) expect(keywordOf(word), word).toBe("help");
  });

  it("leaves sentences alone", () => {
    for (const body of ["Stop by Tuesday", "please stop", "help me with the roof", "Tuesday works", ""])
      expect(keywordOf(body), body).toBeUndefined();
  });
});
