export const id = 8510;
export const ids = [8510];
export const modules = {

/***/ 38510:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ArtifactRuns: () => (/* binding */ ArtifactRuns),
/* harmony export */   h: () => (/* binding */ isNameTaken)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);

/**
 * The artifacts of workflow runs, as @actions/artifact reaches them: this
 * run's through the runtime token, any other run's through the REST API and
 * a token (`findBy`). Uploads and deletions only ever touch this run.
 */
class ArtifactRuns {
    params;
    constructor(params) {
        this.params = params;
    }
    get currentRunId() {
        return this.params.currentRunId;
    }
    /** Whether a store's run key is in this workflow run. */
    isCurrent(runKey) {
        return workflowRunOf(runKey) === this.params.currentRunId;
    }
    /** The run's finalized artifacts; none for an id that cannot be a run. */
    async list(runId) {
        const find = this.findOptions(runId);
        if (find === undefined)
            return [];
        const { artifacts } = await this.params.client.listArtifacts(find);
        return artifacts.map(({ id, name, size }) => ({ id, name, size }));
    }
    /** Downloads an artifact into `directory`: a zip is extracted, a raw file keeps its name. */
    async download(runId, artifact, directory) {
        const find = this.findOptions(runId);
        if (find === undefined)
            throw new Error(`${runId} is not a workflow run id`);
        const { digestMismatch } = await this.params.client.downloadArtifact(artifact.id, {
            ...find,
            path: directory,
        });
        if (digestMismatch)
            throw new Error(`artifact ${artifact.name} arrived with the wrong digest`);
    }
    /** Uploads files as one zip, stored rather than compressed: checkpoints hardly compress. */
    async uploadZip(name, files, root) {
        const result = await this.params.client.uploadArtifact(name, files, root, {
            compressionLevel: 0,
        });
        return this.uploaded(name, result.id, result.size);
    }
    /** Uploads one file as it is, under its base name, which is the artifact's name. */
    async uploadRaw(path) {
        const result = await this.params.client.uploadArtifact((0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(path), [path], '/', {
            skipArchive: true,
        });
        return this.uploaded((0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(path), result.id, result.size);
    }
    async delete(name) {
        await this.params.client.deleteArtifact(name);
    }
    uploaded(name, id, size) {
        if (id === undefined)
            throw new Error(`the artifact service returned no id for ${name}`);
        return { id, name, size: size ?? 0 };
    }
    findOptions(runKey) {
        const runId = workflowRunOf(runKey);
        if (runId === undefined)
            return undefined;
        if (runId === this.params.currentRunId)
            return {};
        const { token, owner, repo } = this.params;
        if (token === undefined) {
            throw new Error(`reading run ${runId}'s artifacts needs a token with actions: read (the github-token input)`);
        }
        return {
            findBy: {
                token,
                workflowRunId: Number(runId),
                repositoryOwner: owner,
                repositoryName: repo,
            },
        };
    }
}
/** An upload refused because the run already has an artifact of that name. */
function isNameTaken(error) {
    const message = error instanceof Error ? error.message : String(error);
    return /\(409\)|already exists|conflict/i.test(message);
}
/**
 * The workflow run a store's run key is in: the key is the run id, with
 * `-<attempt>` for a re-run, whose artifacts belong to the same run.
 */
function workflowRunOf(runKey) {
    return /^([1-9][0-9]{0,18})(?:-[0-9]+)?$/.exec(runKey)?.[1];
}


/***/ })

};
