export const notices = {
  errorTitle: 'Oops...something went wrong.',
  unknownError: 'Unknown application error has occurred.',
  errorFooter: 'Contact system administrator if this error continues.',
  successTitle: 'Success!',
  bannerSuccess: 'Success',
  bannerError: 'Error',
} as const;
