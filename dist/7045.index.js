export const id = 7045;
export const ids = [7045];
export const modules = {

/***/ 17045:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   storeSecrets: () => (/* binding */ storeSecrets)
/* harmony export */ });
function storeSecrets(env) {
    const azure = env.AZURE_STORAGE_CONNECTION_STRING;
    return azure ? { azureConnectionString: azure } : {};
}


/***/ })

};
