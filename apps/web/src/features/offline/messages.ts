/** The offline layer's words (issue 8 §4; the spec has none). */
export const offlineMessages = {
  savedMode: "You're offline: these are the lessons saved on this device. Changes need a connection.",
  lostSignal: "You're offline. You can read what is on screen, but changes need a connection.",
  title: 'Your lessons',
  signOutNeedsConnection: "You're offline. Signing out needs a connection: try again when you have signal.",
  noLessons: 'No lessons booked.',
  outOfDate: 'The lessons saved on this device are out of date. Connect to the internet to see your calendar.',
} as const;
