import type { ArmViolation } from './arm-error.js';
import type { Descriptions, NameRule, NamingRules } from './descriptions.js';
import { list, object, type Json } from './json.js';
import { checkBody } from './schema.js';
import { readSshPublicKey } from './ssh-key.js';

// What Azure refuses in a VM PUT (VirtualMachines_CreateOrUpdate, Compute
// 2026-04-01), in the order Azure looks: ARM's own checks of the resource
// (name, tags), then Compute's deserializer (schema.ts), then Compute's
// validation of what the description states in prose. All are HTTP 400 with
// ARM's `{error: {code, message, target}}`; the codes:
// - InvalidResourceName for a VM, NIC or public IP name that breaks
//   Microsoft's naming rules: ARM's code for a name a provider refuses.
//   Azure may instead fail a NIC or IP name in the create's operation, as
//   Network creates those after Compute takes the PUT; here it is refused at
//   the request.
// - InvalidTags (more than 50), InvalidTagNameCharacters, InvalidTagName (a
//   name too long), InvalidTagValueLength: the codes ARM answers tag
//   violations with, as quoted in Microsoft's Az.Migrate module (which
//   reproduces them before calling) and in ARM answers reported on GitHub
//   (InvalidTagValueLength, Azure-Samples/azure-search-openai-demo#1997).
// - InvalidParameter with the parameter as `target` for what Compute's own
//   validation refuses: a Linux computerName, customData, a Spot-only
//   property on a Regular VM, an SSH key (Compute names them so, e.g.
//   "linuxConfiguration.ssh.publicKeys.keyData").
// The rules come from ../shared/specs/azure (naming-and-tags.json and the
// description's sentences); without those files only the prose rules apply.

// OSProfile.customData: "a base-64 encoded string ... decoded to a binary array
// ... The maximum length of the binary array is 65535 bytes."
const CUSTOM_DATA_MAX_BYTES = 65_535;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
// SshPublicKey.keyData: "The key needs to be at least 2048-bit and in ssh-rsa format."
// Microsoft Learn (virtual-machines/linux/create-ssh-keys-detailed, "Supported SSH
// key formats") now lists ED25519 keys too, of a fixed 256 bits; they are taken.
const RSA_MIN_BITS = 2048;
const ED25519_BYTES = 32;

function named(
  rule: NameRule,
  name: string,
  what: string,
  target: string,
): ArmViolation | undefined {
  if (new RegExp(rule.pattern).test(name)) return undefined;
  return {
    code: 'InvalidResourceName',
    message: `The ${what} name '${name}' is invalid. ${rule.text}`,
    target,
  };
}

// Lengths are JavaScript's (UTF-16 code units, as .NET counts a string's);
// Microsoft does not say how it counts.
function checkTags(rules: NamingRules['tags'], tags: Json): ArmViolation | undefined {
  const entries = Object.entries(tags);
  const violation = (code: string, message: string): ArmViolation => ({
    code,
    message,
    target: 'tags',
  });
  if (entries.length > rules.maxTags)
    return violation(
      'InvalidTags',
      `The resource has ${entries.length} tags; at most ${rules.maxTags} are allowed.`,
    );
  for (const [name, value] of entries) {
    const forbidden = Array.from(rules.forbiddenNameCharacters);
    if (forbidden.some((c) => name.includes(c)))
      return violation(
        'InvalidTagNameCharacters',
        `The tag name '${name}' has a reserved character (one of ${forbidden.join(' ')}).`,
      );
    if (name.length > rules.maxNameLength)
      return violation(
        'InvalidTagName',
        `The tag name '${name}' is longer than ${rules.maxNameLength} characters.`,
      );
    if (typeof value === 'string' && value.length > rules.maxValueLength)
      return violation(
        'InvalidTagValueLength',
        `The value of tag '${name}' is longer than ${rules.maxValueLength} characters.`,
      );
  }
  return undefined;
}

const invalid = (target: string, message: string): ArmViolation => ({
  code: 'InvalidParameter',
  message,
  target,
});

function checkSshKey(keyData: unknown): ArmViolation | undefined {
  const key = readSshPublicKey(typeof keyData === 'string' ? keyData : '');
  const ok =
    (key.type === 'ssh-rsa' && key.bits >= RSA_MIN_BITS) ||
    (key.type === 'ssh-ed25519' && key.bytes === ED25519_BYTES);
  if (ok) return undefined;
  const found =
    key.type === 'ssh-rsa'
      ? `an RSA key of ${key.bits} bits`
      : key.type === 'other'
        ? `a ${key.name} key`
        : 'no key Compute can read';
  return invalid(
    'linuxConfiguration.ssh.publicKeys.keyData',
    `The value of parameter linuxConfiguration.ssh.publicKeys.keyData is invalid: it is ${found}; Azure takes ssh-rsa keys of at least ${RSA_MIN_BITS} bits and ssh-ed25519 keys.`,
  );
}

/** The rules the description states in prose; they need no file to apply. */
function checkProse(properties: Json): ArmViolation | undefined {
  const priority = properties.priority ?? 'Regular';
  // "the eviction policy for the Azure Spot virtual machine", "billing related
  // details of a Azure Spot virtual machine": neither is taken on a Regular one.
  for (const spotOnly of ['evictionPolicy', 'billingProfile'])
    if (priority === 'Regular' && properties[spotOnly] !== undefined)
      return invalid(
        spotOnly,
        `${spotOnly} can be set only on Azure Spot virtual machines; this one's priority is Regular.`,
      );
  const osProfile = object(properties.osProfile);
  const { customData } = osProfile;
  if (customData !== undefined) {
    const text = typeof customData === 'string' ? customData : '';
    if (!BASE64.test(text) || Buffer.from(text, 'base64').length > CUSTOM_DATA_MAX_BYTES)
      return invalid(
        'customData',
        `Custom data in OSProfile must be base64-encoded and decode to at most ${CUSTOM_DATA_MAX_BYTES} bytes.`,
      );
  }
  const ssh = object(object(osProfile.linuxConfiguration).ssh);
  for (const key of list(ssh.publicKeys)) {
    const refused = checkSshKey(key.keyData);
    if (refused !== undefined) return refused;
  }
  return undefined;
}

/** The names of the VM's NICs and public IPs, and the computerName, by naming-and-tags.json. */
function checkNames(rules: NamingRules, properties: Json): ArmViolation | undefined {
  const osProfile = object(properties.osProfile);
  const { computerName } = osProfile;
  // Windows' rules are not in naming-and-tags.json: a Windows computerName is taken.
  if (typeof computerName === 'string' && osProfile.windowsConfiguration === undefined) {
    if (!new RegExp(rules.linuxComputerName.pattern).test(computerName))
      return invalid(
        'computerName',
        `The Linux computer name '${computerName}' is invalid. ${rules.linuxComputerName.text}`,
      );
  }
  const at = 'properties.networkProfile.networkInterfaceConfigurations';
  for (const [n, nic] of list(
    object(properties.networkProfile).networkInterfaceConfigurations,
  ).entries()) {
    const nicName = typeof nic.name === 'string' ? nic.name : '';
    const refused = named(
      rules.networkInterfaceName,
      nicName,
      'network interface',
      `${at}[${n}].name`,
    );
    if (refused !== undefined) return refused;
    for (const [i, ip] of list(object(nic.properties).ipConfigurations).entries()) {
      const publicIp = object(object(ip.properties).publicIPAddressConfiguration);
      if (typeof publicIp.name !== 'string') continue;
      const target = `${at}[${n}].properties.ipConfigurations[${i}].properties.publicIPAddressConfiguration.name`;
      const bad = named(rules.publicIpAddressName, publicIp.name, 'public IP address', target);
      if (bad !== undefined) return bad;
    }
  }
  return undefined;
}

/** The first reason Azure would refuse this VM PUT, if any. */
export function checkVmPut(
  descriptions: Descriptions | undefined,
  name: string,
  body: unknown,
): ArmViolation | undefined {
  const request = object(body);
  const properties = object(request.properties);
  if (descriptions !== undefined) {
    const { naming } = descriptions;
    const refused =
      named(naming.virtualMachineName, name, 'virtual machine', 'vmName') ??
      checkTags(naming.tags, object(request.tags)) ??
      checkBody(descriptions, 'compute', 'VirtualMachine', body);
    if (refused !== undefined) return refused;
  }
  return (
    checkProse(properties) ??
    (descriptions === undefined ? undefined : checkNames(descriptions.naming, properties))
  );
}
