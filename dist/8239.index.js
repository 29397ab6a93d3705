export const id = 8239;
export const ids = [8239];
export const modules = {

/***/ 28239:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GitHubCacheBackend: () => (/* binding */ GitHubCacheBackend)
/* harmony export */ });
/* harmony import */ var _actions_cache__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89956);

/**
 * GitHub's cache service through @actions/cache (tar + zstd, uploaded to the
 * URL the service signs). Paths are given as the user wrote them: the
 * service files an entry under a version made from them, so the save and
 * the restore must pass the same strings.
 */
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
        // saveCache reports a refused or failed upload in the log and returns -1.
        const id = await this.inWorkspace(() => (0,_actions_cache__WEBPACK_IMPORTED_MODULE_0__/* .saveCache */ .Io)([...this.spec.paths], this.spec.key));
        if (id === -1) {
            throw new Error(`the cache service did not keep ${this.spec.key}; its reason is in the log above`);
        }
        return {};
    }
    /**
     * @actions/cache globs relative paths from the current directory and
     * writes tar entries relative to GITHUB_WORKSPACE; both must be the
     * workspace. Process-wide, which is safe where this runs: the warm step
     * and the save process, each doing nothing else meanwhile.
     */
    async inWorkspace(task) {
        const before = { cwd: process.cwd(), workspace: process.env.GITHUB_WORKSPACE };
        process.env.GITHUB_WORKSPACE = this.spec.cwd;
        process.chdir(this.spec.cwd);
        try {
            return await task();
        }
        finally {
            process.chdir(before.cwd);
            if (before.workspace === undefined)
                delete process.env.GITHUB_WORKSPACE;
            else
                process.env.GITHUB_WORKSPACE = before.workspace;
        }
    }
}


/***/ })

};
