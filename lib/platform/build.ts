declare const __CVI_TEST_BUILD__: boolean | undefined;

/**
 * The test build (`npm run build:test`, used by the end-to-end tests and `npm start`) reaches the
 * local sandbox over plain http on loopback; no build a recruiter installs may. Set by wxt.config.ts.
 */
export const isTestBuild: boolean = typeof __CVI_TEST_BUILD__ !== 'undefined' && __CVI_TEST_BUILD__ === true;
