// Exposed by every remote as REMOTE_BUILD_INFO_MODULE (@pdpl/contracts): the build it was made by,
// compiled in from the BUILD_ID of that remote's build (remoteViteConfig's define).
/* global __BUILD_ID__ */
export const build = __BUILD_ID__;
