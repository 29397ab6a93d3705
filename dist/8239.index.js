export const id = 8239;
export const ids = [8239];
export const modules = {

/***/ 28239:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GitHubCacheBackend: () => (/* binding */ GitHubCacheBackend)
/* harmony export */ });
/* harmony import */ var _actions_cache__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89956);

class GitHubCacheBackend {
    spec;
    where = 'GitHub cache';
    constructor(spec) {
        this.spec = spec;
    }
    async restore() {
        const matchedKey = await this.inWorkspace(() => (0,_actions_cache__WEBPACK_IMPORTED_MODULE_0__/* .restoreCache */ .P3)([...this.spec.paths], this.spec.key, [...this.spec.restoreKeys]));
        return matchedKey === undefined ? undefined : { matchedKey };
    }
    async has() {
        const found = await this.inWorkspace(() => (0,_actions_cache__WEBPACK_IMPORTED_MODULE_0__/* .restoreCache */ .P3)([...this.spec.paths], this.spec.key, [], { lookupOnly: true }));
        return found === this.spec.key;
    }
    async save() {
        const id = await this.inWorkspace(() => (0,_actions_cache__WEBPACK_IMPORTED_MODULE_0__/* .saveCache */ .Io)([...this.spec.paths], this.spec.key));
        if (id === -1) {
            throw new Error(`the cache service did not keep ${this.spec.key}; its reason is in the log above`);
        }
        return {};
    }
    async inWorkspace(task) {
        const before = process.cwd();
        process.chdir(this.spec.cwd);
        try {
            return await task();
        }
        finally {
            process.chdir(before);
        }
    }
}


/***/ })

};
