import type { CloudName } from '../clouds/cloud.js';

/*
 * Sections of a gang's startup script. Every VM of a gang boots the same
 * script; each learns its node index from its cloud's metadata server and
 * takes that node's runner configuration. Each section ends with its last
 * line's newline, like those of startup-script.ts.
 */

/** Retries the metadata server, which can lag the first seconds of boot. */
const ASK_WITH_RETRIES = `for try in 1 2 3 4 5 6; do
  if node_index="$(node_index_from_metadata)"; then break; fi
  if [ "$try" = 6 ]; then
    echo "spot-train: the metadata server did not say which node of the gang this VM is"
    exit 1
  fi
  sleep $((try * 2))
done
`;

/**
 * How a VM finds its node index: on AWS the launch index RunInstances
 * gave it (0 to N-1 in one request, IMDSv2 only); on GCP and Azure the
 * suffix of its name, which the adapters set to `<name>-<node>`.
 */
export const NODE_INDEX: Readonly<Record<CloudName, string>> = {
  aws: `# RunInstances numbered the gang's VMs 0 to N-1: the launch index is the node.
node_index_from_metadata() {
  local token
  token="$(curl -fsS -X PUT -H 'X-aws-ec2-metadata-token-ttl-seconds: 300' \\
    http://169.254.169.254/latest/api/token)" &&
    curl -fsS -H "X-aws-ec2-metadata-token: $token" \\
      http://169.254.169.254/latest/meta-data/ami-launch-index
}
${ASK_WITH_RETRIES}`,
  gcp: `# The gang's VMs are named <name>-<node>.
node_index_from_metadata() {
  local name
  name="$(curl -fsS -H 'Metadata-Flavor: Google' \\
    http://metadata.google.internal/computeMetadata/v1/instance/name)" &&
    printf '%s' "\${name##*-}"
}
${ASK_WITH_RETRIES}`,
  azure: `# The gang's VMs are named <name>-<node>.
node_index_from_metadata() {
  local name
  name="$(curl -fsS -H 'Metadata: true' \\
    'http://169.254.169.254/metadata/instance/compute/name?api-version=2021-02-01&format=text')" &&
    printf '%s' "\${name##*-}"
}
${ASK_WITH_RETRIES}`,
};

/**
 * Takes this node's configuration out of the packed list. A node index that
 * is not a number in range powers the VM off: its runner could only be
 * another node's, which the gang's other VM takes.
 */
export const CHOOSE_CONFIG = `case "$node_index" in
  '' | *[!0-9]*)
    echo "spot-train: the metadata server said node '$node_index', not a node index"
    exit 1
    ;;
esac
node_index=$((10#$node_index))
if [ "$node_index" -ge "$node_count" ]; then
  echo "spot-train: node $node_index is outside the gang of $node_count"
  exit 1
fi
jit_config="$(printf '%s' "$jit_configs_gz" | base64 -d | gunzip | sed -n "$((node_index + 1))p")"
echo "spot-train: this VM is node $node_index of $node_count"
printf '%s\\n' "$node_index" >"$base/node-index"
`;
