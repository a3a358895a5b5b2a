import { css } from "@emotion/react";

/**
 * Not shown when the browser runs no script: for controls that only a script makes work. Each has
 * a `<noscript>` twin that does the same with a link (see the header's menu and the drawer).
 */
export const scriptOnly = css`
  @media (scripting: none) { display: none; }
`;
