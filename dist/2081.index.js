export const id = 2081;
export const ids = [2081];
export const modules = {

/***/ 32081:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UndiciHttpHandler: () => (/* binding */ UndiciHttpHandler)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46752);

/**
 * How long a connection may be silent, waiting for response headers or
 * between two chunks of a body, before the request fails (and the SDK, or
 * the restore's own retry, tries again).
 */
const SILENCE_MS = 60_000;
/**
 * The S3 client's transport for object downloads: undici in place of
 * node:http. Measured here on ranged GETs of a 512 MiB object, node:http took
 * a third more CPU per byte received, and on a two-core VM that CPU is taken
 * from writing and hashing the file. Everything above the transport (signing,
 * retries, error parsing) stays the SDK's.
 *
 * Uploads keep node:http: their part bodies write straight into the
 * ClientRequest to reuse their buffers (see ../file-part-body.ts).
 */
class UndiciHttpHandler {
    metadata = { handlerProtocol: 'http/1.1' };
    agent = new undici__WEBPACK_IMPORTED_MODULE_0__/* .Agent */ .g6({
        headersTimeout: SILENCE_MS,
        bodyTimeout: SILENCE_MS,
    });
    async handle(request, options = {}) {
        const port = request.port ? `:${request.port}` : '';
        const query = request.query ? queryString(request.query) : '';
        const headers = {};
        for (const [name, value] of Object.entries(request.headers)) {
            // undici refuses Expect; a request it sends has no body to hold back.
            if (name.toLowerCase() !== 'expect')
                headers[name] = value;
        }
        try {
            const response = await this.agent.request({
                origin: `${request.protocol}//${request.hostname}${port}`,
                path: `${request.path}${query ? `?${query}` : ''}`,
                method: request.method,
                headers,
                body: request.body ?? null,
                signal: options.abortSignal ?? null,
            });
            return {
                response: {
                    statusCode: response.statusCode,
                    reason: response.statusText,
                    headers: flatHeaders(response.headers),
                    body: response.body,
                },
            };
        }
        catch (error) {
            throw retryable(error);
        }
    }
    updateHttpClientConfig() {
        // No setting of this transport is changed through the client.
    }
    httpHandlerConfigs() {
        return {};
    }
    destroy() {
        void this.agent.close();
    }
}
/**
 * The query as SigV4 signed it: RFC 3986 encoding, which escapes the few
 * characters encodeURIComponent leaves alone, and a bare key for a null value.
 */
function queryString(query) {
    const encode = (text) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    const parts = [];
    for (const key of Object.keys(query).sort()) {
        const value = query[key];
        if (value === null || value === undefined)
            parts.push(encode(key));
        else
            for (const one of Array.isArray(value) ? value : [value])
                parts.push(`${encode(key)}=${encode(one)}`);
    }
    return parts.join('&');
}
function flatHeaders(headers) {
    const flat = {};
    for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined)
            flat[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    return flat;
}
/**
 * undici names a dropped connection and a silent one with codes of its own;
 * the SDK retries only errors it recognises, so these become the Node.js
 * errors it does (ECONNRESET, TimeoutError), with undici's as the cause.
 */
function retryable(error) {
    if (error instanceof undici__WEBPACK_IMPORTED_MODULE_0__/* .errors */ .sO.SocketError) {
        return Object.assign(new Error(`connection lost: ${error.message}`, { cause: error }), {
            code: 'ECONNRESET',
        });
    }
    if (error instanceof undici__WEBPACK_IMPORTED_MODULE_0__/* .errors */ .sO.HeadersTimeoutError || error instanceof undici__WEBPACK_IMPORTED_MODULE_0__/* .errors */ .sO.ConnectTimeoutError) {
        const timeout = new Error(`timed out: ${error.message}`, { cause: error });
        timeout.name = 'TimeoutError';
        return timeout;
    }
    return error;
}


/***/ })

};
