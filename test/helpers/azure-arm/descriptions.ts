import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Microsoft's published descriptions, read at test time from beside the
// project (../shared/specs/azure: data, never copied in): the Compute
// 2026-04-01 excerpt with the two files it refers to (compute-common-v1.json,
// arm-common-types-v3.json), the Network 2024-05-01 excerpt, and Microsoft's
// naming and tag rules (naming-and-tags.json). Each file names the
// repository, commit and path it was taken from.
//
// Unlike Google's compute.proto, which @google-cloud/compute ships in
// node_modules, nothing in @azure/arm-compute (a generated modular client
// whose serializers are code, not data) describes the wire format, so the
// stand-in has no fallback: without these files it checks only what it needs
// to work (a location and a VM size) and says so once.

/** Where the descriptions are kept, relative to this checkout. */
export const SPECS_DIR = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  '..',
  'shared',
  'specs',
  'azure',
);

/** The part of a Swagger 2.0 schema the descriptions use. */
export interface Schema {
  readonly type?: string;
  readonly $ref?: string;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly additionalProperties?: Schema | boolean;
  readonly items?: Schema;
  readonly enum?: readonly unknown[];
  readonly required?: readonly string[];
  readonly allOf?: readonly Schema[];
  readonly readOnly?: boolean;
  readonly 'x-ms-enum'?: { readonly modelAsString?: boolean };
  /** The excerpt's mark on a definition it left out. */
  readonly 'x-excerpt-omitted'?: boolean;
}

export interface NameRule {
  readonly text: string;
  readonly pattern: string;
}

export interface NamingRules {
  readonly virtualMachineName: NameRule;
  readonly linuxComputerName: NameRule;
  readonly networkInterfaceName: NameRule;
  readonly publicIpAddressName: NameRule;
  readonly tags: {
    readonly maxTags: number;
    readonly maxNameLength: number;
    readonly maxValueLength: number;
    readonly forbiddenNameCharacters: string;
  };
}

/** A schema and the document its `#` references point into. */
export interface Located {
  readonly schema: Schema;
  readonly doc: string;
  /** The definition's name, when the schema is one. */
  readonly name?: string;
}

interface Document {
  readonly definitions: Readonly<Record<string, Schema>>;
  /** A reference's prefix (before `#`) -> the document it means. */
  readonly aliases: Readonly<Record<string, string>>;
}

type Json = Record<string, unknown>;

const FILES = {
  compute: 'compute-2026-04-01.json',
  common: 'compute-common-v1.json',
  types: 'arm-common-types-v3.json',
  network: 'network-2024-05-01.json',
  naming: 'naming-and-tags.json',
} as const;

/** Directories already said to be missing files: once each, per process. */
const warnedFor = new Set<string>();

function definitionsOf(json: unknown): Readonly<Record<string, Schema>> {
  const definitions = (json as { definitions?: Record<string, Schema> } | undefined)?.definitions;
  if (definitions === undefined) throw new Error('a description without definitions');
  return definitions;
}

/** The descriptions, loaded; their references resolved across files as the excerpts shorten them. */
export class Descriptions {
  private constructor(
    private readonly docs: Readonly<Record<string, Document>>,
    readonly naming: NamingRules,
  ) {}

  /** The descriptions in `dir`, or undefined (said once per directory and process) when any file is missing. */
  static load(dir: string = SPECS_DIR): Descriptions | undefined {
    const missing = Object.values(FILES).filter((file) => !existsSync(join(dir, file)));
    if (missing.length > 0) {
      if (!warnedFor.has(dir))
        console.warn(
          `azure-arm stand-in: ${missing.join(', ')} not in ${dir}; VM bodies are not read against Compute 2026-04-01, nor names and tags against Microsoft's rules`,
        );
      warnedFor.add(dir);
      return undefined;
    }
    const read = (file: string): Json => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Json;
    const network = read(FILES.network);
    const naming = read(FILES.naming) as { rules: NamingRules };
    // The excerpts write `common#`, `types#` and `net#` for the files they refer to.
    return new Descriptions(
      {
        compute: {
          definitions: definitionsOf(read(FILES.compute)),
          aliases: { '': 'compute', common: 'common', types: 'types' },
        },
        common: { definitions: definitionsOf(read(FILES.common)), aliases: { '': 'common' } },
        types: { definitions: definitionsOf(read(FILES.types)), aliases: { '': 'types' } },
        network: { definitions: definitionsOf(network), aliases: { '': 'network', net: 'net' } },
        net: { definitions: definitionsOf(network.net), aliases: { '': 'net', net: 'net' } },
      },
      naming.rules,
    );
  }

  /** A definition by document and name, e.g. ('compute', 'VirtualMachine'). */
  definition(doc: string, name: string): Located {
    const schema = this.docs[doc]?.definitions[name];
    if (schema === undefined) throw new Error(`the ${doc} description has no definition ${name}`);
    return { schema, doc, name };
  }

  /** Where `$ref` (as written in document `from`) points. */
  resolve(ref: string, from: string): Located {
    const [, prefix = '', name = ''] = /^([^#]*)#\/definitions\/(.+)$/.exec(ref) ?? [];
    const doc = this.docs[from]?.aliases[prefix];
    if (doc === undefined) throw new Error(`cannot resolve ${ref} in the ${from} description`);
    return this.definition(doc, name);
  }
}
