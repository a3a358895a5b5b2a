/**
 * The studio's addresses, the same on both servers and in its page: where the studio opens, its API
 * and its sign-in page. Declared once; each room names its own paths under them.
 */
export const STUDIO_PATH = "/__studio";
export const API = `${STUDIO_PATH}/api`;
export const SIGN_IN = `${STUDIO_PATH}/login`;
