/** The shell's texts, quoted from the spec; features keep their own texts beside them. */
export const SHELL_TEXT = {
  loading: 'Laden…',
  notFoundTitle: '404 Page Not Found',
  notFoundText: 'Did you forget to add the page to the router?',
  adminRequiredTitle: 'Admin Access Required',
  adminRequiredText: 'Log in met een beheerdersaccount om het dashboard te openen.',
  adminRequiredLogin: 'Inloggen',
  adminDeniedTitle: 'Admin Toegang Geweigerd',
  adminDeniedText:
    'Je account heeft geen beheerdersrechten. Neem contact op met een beheerder als je toegang nodig hebt.',
  toCustomerPortal: 'Naar het klantenportaal',
  logout: 'Uitloggen',
  adminLogin: 'Beheerder Login',
} as const;
