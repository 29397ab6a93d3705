export const id = 362;
export const ids = [362];
export const modules = {

/***/ 11362:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   openGcsStore: () => (/* binding */ openGcsStore)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19473);

/** Opens a Gcs store from its URL (placeholder until the adapter lands). */
async function openGcsStore(url, name, options) {
    options.logger?.debug(`${url}: not available yet`);
    return Promise.reject(new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${url}": this store is not available yet`));
}


/***/ })

};
