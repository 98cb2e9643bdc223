/** Words of the owner's alerts (issue 22): the account page's panel and the offline notice. */
export const alertStrings = {
  panel: {
    title: "Alerts on your devices",
    intro:
      "A new lead buzzes this phone or computer within a minute, even with the console closed. An emergency lead always alerts.",
    turnOn: "Alert this device",
    turningOn: "Turning alerts on…",
    thisDevice: "This device",
    devicesTitle: "Devices with alerts on",
    noDevices: "No device has alerts on yet.",
    test: "Send a test alert",
    remove: "Turn off",
    choicesLegend: "Alert this device about",
    lastSent: "Last alert",
    neverSent: "No alert sent yet",
    lastError: "Last problem",
    notConfigured:
      "Alerts are not configured on this site yet (VAPID keys are missing), so no device can turn them on.",
    unsupported:
      "This browser cannot receive alerts. On an iPhone or iPad, add the console to the home screen first (see below).",
    denied: "Notifications are blocked for this site in the browser's settings. Allow them there, then try again.",
    iphoneTitle: "On an iPhone or iPad",
    iphone:
      "Alerts need iOS or iPadOS 16.4 or later and the console on the home screen: open it in Safari, tap Share, then Add to Home Screen, open it from that icon, sign in and tap Alert this device there.",
  },
  escalation: {
    title: "When nobody answers",
    intro:
      "A lead still new after this many business minutes alerts again, and an e-mail goes to the business address.",
    minutes: "Business minutes before the second alert",
    secondAdmin: "Also alert",
    nobody: "Nobody else",
    save: "Save",
  },
  toasts: {
    turnedOn: "Alerts are on for this device",
    turnOnFailed: "Could not turn alerts on",
    removed: "Alerts turned off for that device",
    removeFailed: "Could not turn that device off",
    choicesSaved: "Alert choices saved",
    choicesFailed: "Could not save the choices",
    testSent: "Test alert sent",
    testGone: "That device no longer accepts alerts; it was removed",
    testFailed: "The test alert could not be sent",
    testHeld: "Alerts are not configured (VAPID keys missing); nothing was sent",
    settingsSaved: "Escalation saved",
    settingsFailed: "Could not save the escalation",
  },
  test: { title: "Test alert", body: "Alerts work on this device." },
  escalationAlert: {
    titlePrefix: "Still waiting",
    body: (minutes: number) => `No answer after ${minutes} business minutes. Tap to open the lead.`,
  },
  offline: {
    banner:
      "Offline: the console cannot reach the server. What you see may be out of date, and changes cannot be saved until the connection is back.",
    page: "You are offline, and this page of the console is not saved on this device. It will open once the connection is back.",
  },
  texts: {
    title: "Alerts by text",
    intro:
      "New leads, leads still waiting and signed proposals, texted to your mobile: the lead's name, service and town, and a link.",
    phone: "Mobile number for alerts",
    phoneHint: "A US mobile number. Leave it empty to get no texts.",
    mode: "Text me",
    save: "Save",
    saved: "Text alerts saved",
    failed: "Could not save the text alerts",
    messages: {
      phone: "Enter a US mobile number with its area code, such as (973) 555-0142, or leave it empty.",
      mode: "Choose when texts are sent.",
    },
  },
  messages: {
    endpoint:
      "The push subscription's endpoint must be an https address of a browser's push service (Google, Mozilla, Apple or Windows).",
    keys: "The push subscription's keys are missing or malformed.",
    choices: "Choose from the listed alerts.",
    minutes: "Enter a number of minutes from 5 to 480.",
    admin: "Choose an admin from the list.",
  },
} as const;
