/**
 * The app's modules, as the browser entry loads them: in a task of their own, after React DOM has
 * been set up in the entry's (entry-client.tsx says why).
 */
export { Root } from "./root";
export { loadPage, primePage } from "./pages";
export { fetchWebFont } from "./layout/fonts";
