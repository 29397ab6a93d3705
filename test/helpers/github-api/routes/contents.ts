import { errorReply } from '../reply.js';
import { gitBlobSha } from '../repository.js';
import type { Route } from './route.js';

// Accept values asking for the file's bytes instead of the JSON object.
const rawMediaTypes = /application\/vnd\.github(\.v3)?\.raw/;

/** Base64 as the contents API writes it: wrapped every 60 characters, newline-terminated. */
function wrappedBase64(content: string): string {
  const flat = Buffer.from(content, 'utf8').toString('base64');
  return `${flat.match(/.{1,60}/g)?.join('\n') ?? ''}\n`;
}

/** GET /repos/{owner}/{repo}/contents/{path}: files only; directories are not emulated. */
export const contentsRoute: Route = {
  operationId: 'repos/get-content',
  requires: { scope: 'contents', level: 'read' },
  handle(call, state) {
    const repo = state.repo;
    const ref = call.query.get('ref') ?? repo.defaultBranch;
    if (repo.resolveRef(ref) === undefined) {
      return errorReply(404, `No commit found for the ref ${ref}`, call.docs);
    }
    const path = call.params.path ?? '';
    const content = repo.file(path);
    if (content === undefined) return errorReply(404, 'Not Found', call.docs);
    const accept = call.headers.accept;
    if (typeof accept === 'string' && rawMediaTypes.test(accept)) {
      return { status: 200, raw: content };
    }
    const sha = gitBlobSha(content);
    const api = `${state.urls.api}/repos/${repo.fullName}`;
    const self = `${api}/contents/${path}?ref=${encodeURIComponent(ref)}`;
    const html = `${state.urls.web}/${repo.fullName}/blob/${ref}/${path}`;
    const git = `${api}/git/blobs/${sha}`;
    return {
      status: 200,
      json: {
        type: 'file',
        encoding: 'base64',
        size: Buffer.byteLength(content),
        name: path.split('/').pop() ?? path,
        path,
        content: wrappedBase64(content),
        sha,
        url: self,
        git_url: git,
        html_url: html,
        download_url: `https://raw.githubusercontent.com/${repo.fullName}/${ref}/${path}`,
        _links: { self, git, html },
      },
    };
  },
};
