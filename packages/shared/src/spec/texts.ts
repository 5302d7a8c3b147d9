// Texts the product spec names, word for word. A module of its own: the first page needs none.

export const TEXT = {
  welcomeUser: 'Welcome User',
  badgeReal: 'Real',
  badgeFree: 'Free',
  logoutTitle: 'Logout',
  logoutQuestion: 'Are you sure you want to logout?',
  logoutCancel: 'Cancel',
  logoutConfirm: 'Yes',
  menuAccount: 'Account',
  menuChangePassword: 'Change Password',
  menuLogout: 'Logout',
  selectPackage: 'Select an package',
  selectInvoice: 'Select an invoice',
  chatTitle: 'Live Chat',
  chatPlaceholder: 'Type something...',
  chatSend: 'Send',
  profileMissing: 'No such document!',
} as const;
