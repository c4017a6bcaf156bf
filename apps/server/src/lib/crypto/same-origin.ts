/**
 * Same origin when the Origin header is absent (same-origin GETs, tools) or names this request's Host; an opaque
 * (`null`) or unparseable Origin never is. Host and port are compared, not the scheme: behind a TLS proxy
 * (TRUST_PROXY) the server may not know its own.
 */
export const isSameOrigin = (headers: { origin?: string | undefined; host?: string | undefined }): boolean => {
  if (headers.origin === undefined) return true;
  try {
    return new URL(headers.origin).host === headers.host;
  } catch {
    return false;
  }
};
