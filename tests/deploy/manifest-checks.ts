import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import { SETTINGS, type Setting } from '../../config/settings.js';

/**
 * What deploy/kubernetes promises, as functions over parsed manifests (objects from a YAML
 * parser, never text matched by regexes): each returns the problems it finds, an empty list
 * when there are none, so a test can run it on the rendered overlays and on a broken copy.
 */

export type Manifest = { apiVersion: string; kind: string; metadata: { name: string; namespace?: string; labels?: Record<string, string> }; [key: string]: any };

export const ROOT = 'deploy/kubernetes';
export const OVERLAYS = [ROOT, `${ROOT}/overlays/small`, `${ROOT}/overlays/cluster`] as const;
/** The image name the base uses for the service's containers (kustomize `images` rewrites it). */
export const SERVICE_IMAGE = 'solana-intent-service';

/** Whether kubectl (with its built-in kustomize) is installed. */
export function kubectlAvailable(): boolean {
  try {
    execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore', timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
}

export function parseManifests(text: string): Manifest[] {
  return parseAllDocuments(text).map((d) => {
    if (d.errors.length) throw new Error(`YAML error: ${d.errors[0].message}`);
    return d.toJS() as Manifest;
  }).filter((m) => m && typeof m === 'object');
}

/** `kubectl kustomize <dir>`, parsed. */
export function render(dir: string): Manifest[] {
  return parseManifests(execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8', timeout: 60_000 }));
}

export function readManifests(path: string): Manifest[] {
  return parseManifests(readFileSync(path, 'utf8'));
}

const find = (docs: Manifest[], kind: string, name: string) => docs.find((d) => d.kind === kind && d.metadata?.name === name);

export interface ServiceContainer {
  workload: string;
  init: boolean;
  container: any;
  pod: any;
}

/** Every container (and init container) that runs the service's image, with its pod spec. */
export function serviceContainers(docs: Manifest[]): ServiceContainer[] {
  const out: ServiceContainer[] = [];
  for (const d of docs) {
    const pod = d.kind === 'Job' || d.kind === 'Deployment' ? d.spec?.template?.spec : null;
    if (!pod) continue;
    for (const [init, list] of [[true, pod.initContainers ?? []], [false, pod.containers ?? []]] as const) {
      for (const c of list) if (String(c.image).split(':')[0].endsWith(SERVICE_IMAGE)) out.push({ workload: `${d.kind}/${d.metadata.name}`, init, container: c, pod });
    }
  }
  return out;
}

/** Names of every setting config/ reads (config/settings.ts, the table config/index.ts validates against). */
export function knownSettings(): Set<string> {
  return new Set((SETTINGS as readonly Setting[]).map((s) => s.env));
}

/**
 * Settings that carry a credential: those config/settings.ts marks secret, and the URLs that
 * hold a password or a provider's API key. They come from a Secret, never a ConfigMap or a value.
 */
export function credentialSettings(): Set<string> {
  const marked = (SETTINGS as readonly Setting[]).filter((s) => s.secret).map((s) => s.env);
  return new Set([...marked, 'DATABASE_URL', 'DATABASE_URL_DIRECT', 'REDIS_URL', 'SOLANA_MAINNET_RPC_URL', 'SOLANA_DEVNET_RPC_URL', 'LANDING_EXTRA_SENDER_URL']);
}

/** The environment a service container gets: each name with where it comes from. */
export function environmentOf(docs: Manifest[], c: any): Array<{ name: string; from: 'value' | 'secret' | 'configMap' | 'other'; ref?: { name: string; key: string; optional: boolean } }> {
  const out: Array<{ name: string; from: 'value' | 'secret' | 'configMap' | 'other'; ref?: { name: string; key: string; optional: boolean } }> = [];
  for (const source of c.envFrom ?? []) {
    if (source.configMapRef) {
      const cm = find(docs, 'ConfigMap', source.configMapRef.name);
      for (const name of Object.keys(cm?.data ?? {})) out.push({ name: `${source.prefix ?? ''}${name}`, from: 'configMap' });
    } else if (source.secretRef) {
      out.push({ name: `(all keys of Secret ${source.secretRef.name})`, from: 'secret' });
    }
  }
  for (const e of c.env ?? []) {
    if (e.valueFrom?.secretKeyRef) out.push({ name: e.name, from: 'secret', ref: { name: e.valueFrom.secretKeyRef.name, key: e.valueFrom.secretKeyRef.key, optional: e.valueFrom.secretKeyRef.optional === true } });
    else if (e.valueFrom?.configMapKeyRef) out.push({ name: e.name, from: 'configMap' });
    else if ('value' in e) out.push({ name: e.name, from: 'value' });
    else out.push({ name: e.name, from: 'other' });
  }
  return out;
}

/** Every env var set on a service container is a setting config/ knows. */
export function unknownEnvProblems(docs: Manifest[], known = knownSettings()): string[] {
  const problems: string[] = [];
  const containers = serviceContainers(docs);
  if (containers.length === 0) problems.push('no container runs the service image');
  for (const { workload, container } of containers) {
    for (const e of environmentOf(docs, container)) if (!known.has(e.name)) problems.push(`${workload} ${container.name}: ${e.name} is not a setting config/ knows`);
  }
  return problems;
}

/** Credentials come from a Secret through secretKeyRef: never inline, never in a ConfigMap, never a whole Secret by envFrom. */
export function credentialProblems(docs: Manifest[], secrets: Manifest[], credentials = credentialSettings()): string[] {
  const problems: string[] = [];
  for (const d of docs) {
    if (d.kind === 'Secret') problems.push(`Secret/${d.metadata.name} is rendered with the manifests: kubectl apply -k would overwrite the real one`);
    if (d.kind === 'ConfigMap') for (const k of Object.keys(d.data ?? {})) if (credentials.has(k)) problems.push(`ConfigMap/${d.metadata.name} holds ${k}`);
  }
  for (const { workload, container } of serviceContainers(docs)) {
    for (const e of environmentOf(docs, container)) {
      if (e.from === 'secret' && !e.ref) problems.push(`${workload} ${container.name}: ${e.name}: use secretKeyRef per key`);
      if (credentials.has(e.name) && e.from !== 'secret') problems.push(`${workload} ${container.name}: ${e.name} is set from ${e.from}, not a Secret`);
      if (e.ref && !e.ref.optional && !(e.ref.key in (find(secrets, 'Secret', e.ref.name)?.stringData ?? {}))) {
        problems.push(`${workload} ${container.name}: ${e.name} reads Secret ${e.ref.name} key ${e.ref.key}, which the example Secret does not have`);
      }
    }
  }
  return problems;
}

const PLACEHOLDER = 'CHANGE_ME';

/** An example Secret holds placeholders only: stringData (no base64 data), every value a CHANGE_ME placeholder. */
export function placeholderProblems(secrets: Manifest[]): string[] {
  const problems: string[] = [];
  if (!secrets.some((s) => s.kind === 'Secret')) problems.push('no Secret in the example');
  for (const s of secrets.filter((d) => d.kind === 'Secret')) {
    if (s.data && Object.keys(s.data).length) problems.push(`Secret/${s.metadata.name} has base64 data: ${Object.keys(s.data).join(', ')}`);
    for (const [key, value] of Object.entries<string>(s.stringData ?? {})) {
      const text = String(value);
      if (!text.includes(PLACEHOLDER)) { problems.push(`Secret/${s.metadata.name} ${key} holds a value that is not a ${PLACEHOLDER} placeholder`); continue; }
      // In a URL, whatever carries a credential (user, password, query) is a placeholder too.
      if (/^[a-z][a-z0-9+.-]*:\/\//.test(text)) {
        const url = new URL(text);
        for (const [part, v] of [['user', url.username], ['password', url.password], ['query', url.search]] as const) {
          if (v && !decodeURIComponent(v).includes(PLACEHOLDER)) problems.push(`Secret/${s.metadata.name} ${key}: its ${part} is not a placeholder`);
        }
      }
    }
  }
  return problems;
}

export interface ProbeTarget {
  workload: string;
  probe: 'readinessProbe' | 'livenessProbe' | 'startupProbe';
  path: string;
  /** The container port the probe's named or numbered port resolves to. */
  port: number;
}

/** The HTTP probes of every service container, ports resolved. */
export function probeTargets(docs: Manifest[]): ProbeTarget[] {
  const out: ProbeTarget[] = [];
  for (const { workload, container, init } of serviceContainers(docs)) {
    if (init) continue;
    for (const probe of ['readinessProbe', 'livenessProbe', 'startupProbe'] as const) {
      const get = container[probe]?.httpGet;
      if (!get) continue;
      const port = typeof get.port === 'number' ? get.port : (container.ports ?? []).find((p: any) => p.name === get.port)?.containerPort;
      out.push({ workload, probe, path: get.path, port });
    }
  }
  return out;
}

/** A container's value of a setting as the manifests give it (ConfigMap or value), else the setting's default. */
export function settingOf(docs: Manifest[], c: any, env: string): string | undefined {
  for (const e of c.env ?? []) if (e.name === env && 'value' in e) return String(e.value);
  for (const source of c.envFrom ?? []) {
    const cm = source.configMapRef ? find(docs, 'ConfigMap', source.configMapRef.name) : undefined;
    if (cm?.data && env in cm.data) return String(cm.data[env]);
  }
  return (SETTINGS as readonly Setting[]).find((s) => s.env === env)?.default;
}

/** The wait lists KEDA's ScaledObject for the workers watches (redis and redis-cluster triggers). */
export function watchedLists(docs: Manifest[]): string[] {
  const so = docs.find((d) => d.kind === 'ScaledObject');
  return (so?.spec?.triggers ?? []).filter((t: any) => t.type === 'redis' || t.type === 'redis-cluster').map((t: any) => String(t.metadata?.listName));
}

/**
 * The ScaledObject watches lists a running service writes while jobs wait (`observed`: the wait
 * lists found in Redis with jobs in them), one for each queue, and scales the worker Deployment.
 */
export function scalerProblems(docs: Manifest[], observed: ReadonlyMap<string, string>, queues: readonly string[]): string[] {
  const problems: string[] = [];
  const so = docs.find((d) => d.kind === 'ScaledObject');
  if (!so) return ['no ScaledObject'];
  const worker = docs.find((d) => d.kind === 'Deployment' && d.metadata.name === so.spec?.scaleTargetRef?.name);
  if (!worker || !serviceContainers([worker]).some((c) => c.container.command?.includes('dist/workers/main.js'))) problems.push(`ScaledObject scales ${so.spec?.scaleTargetRef?.name}, not the worker Deployment`);
  const lists = watchedLists(docs);
  if (lists.length === 0) problems.push('ScaledObject watches no Redis list');
  for (const list of lists) if (!observed.has(list)) problems.push(`ScaledObject watches ${list}, which the service never writes (lists with waiting jobs: ${[...observed.keys()].join(', ')})`);
  const covered = new Set(lists.map((l) => observed.get(l)));
  for (const q of queues) if (!covered.has(q)) problems.push(`no trigger watches the waiting jobs of queue ${q}`);
  if (!(so.spec?.minReplicaCount >= 1)) problems.push('ScaledObject floor below 1: with no worker, the webhook relay, sweeps and schedules stop filling the lists');
  if (!(so.spec?.maxReplicaCount >= so.spec?.minReplicaCount)) problems.push('ScaledObject ceiling below its floor');
  return problems;
}

/** Containers hardened, resources set, disruption budgets, spread, autoscaling, and a drain SIGKILL never cuts. */
export function hardeningProblems(docs: Manifest[]): string[] {
  const problems: string[] = [];
  const deployments = docs.filter((d) => d.kind === 'Deployment');
  for (const d of deployments) {
    const pod = d.spec.template.spec;
    const name = `Deployment/${d.metadata.name}`;
    const labels = d.spec.template.metadata?.labels ?? {};
    if (!docs.some((p) => p.kind === 'PodDisruptionBudget' && Object.entries(p.spec?.selector?.matchLabels ?? {}).every(([k, v]) => labels[k] === v))) problems.push(`${name}: no PodDisruptionBudget`);
    if (!(pod.topologySpreadConstraints ?? []).length) problems.push(`${name}: no topology spread`);
    const tmpVolumes = new Set((pod.volumes ?? []).filter((v: any) => v.emptyDir).map((v: any) => v.name));
    for (const c of [...(pod.initContainers ?? []), ...pod.containers]) {
      const sc = { ...(pod.securityContext ?? {}), ...(c.securityContext ?? {}) };
      if (sc.runAsNonRoot !== true) problems.push(`${name} ${c.name}: may run as root`);
      if (c.securityContext?.allowPrivilegeEscalation !== false) problems.push(`${name} ${c.name}: privilege escalation allowed`);
      if (c.securityContext?.readOnlyRootFilesystem !== true) problems.push(`${name} ${c.name}: root filesystem writable`);
      if (!c.resources?.requests?.cpu || !c.resources?.requests?.memory || !c.resources?.limits?.memory || !c.resources?.limits?.cpu) problems.push(`${name} ${c.name}: requests and limits not both set`);
      for (const m of c.volumeMounts ?? []) if (!tmpVolumes.has(m.name) && !(pod.volumes ?? []).some((v: any) => v.name === m.name)) problems.push(`${name} ${c.name}: mounts unknown volume ${m.name}`);
    }
  }
  for (const { workload, container, pod, init } of serviceContainers(docs)) {
    if (init) continue;
    const grace = Number(pod.terminationGracePeriodSeconds ?? 30) * 1000;
    const pre = container.lifecycle?.preStop;
    const sleep = pre?.sleep?.seconds ?? (pre?.exec?.command?.[0] === 'sleep' ? Number(pre.exec.command[1]) : 0);
    const drain = Number(settingOf(docs, container, 'SHUTDOWN_GRACE_MS'));
    if (!(grace > sleep * 1000 + drain)) problems.push(`${workload}: terminationGracePeriodSeconds ${grace / 1000} s is not above preStop ${sleep} s + SHUTDOWN_GRACE_MS ${drain} ms`);
    if (container.command?.includes('dist/api/main.js') && !(sleep > 0)) problems.push(`${workload}: no preStop pause before the drain`);
    if (!(container.volumeMounts ?? []).some((m: any) => m.mountPath === '/tmp')) problems.push(`${workload}: no writable /tmp`);
  }
  const api = serviceContainers(docs).find((c) => !c.init && c.container.command?.includes('dist/api/main.js'));
  if (!api) problems.push('no API container');
  const worker = serviceContainers(docs).find((c) => !c.init && c.container.command?.includes('dist/workers/main.js'));
  if (!worker) problems.push('no worker container');
  for (const c of [api, worker]) {
    if (c && !(c.pod.initContainers ?? []).some((i: any) => i.command?.includes('dist/scripts/migrate.js'))) problems.push(`${c.workload}: no migration before it starts`);
  }
  const hpa = docs.find((d) => d.kind === 'HorizontalPodAutoscaler');
  if (!api || hpa?.spec?.scaleTargetRef?.name !== api.workload.split('/')[1]) problems.push('no HorizontalPodAutoscaler for the API');
  return problems;
}

/** NetworkPolicies: the API takes ingress, workers none, both limited egress (no rule open to every port). */
export function networkProblems(docs: Manifest[]): string[] {
  const problems: string[] = [];
  const policyFor = (component: string) => docs.find((d) => d.kind === 'NetworkPolicy' && d.spec?.podSelector?.matchLabels?.['app.kubernetes.io/component'] === component);
  for (const component of ['api', 'worker']) {
    const p = policyFor(component);
    if (!p) { problems.push(`no NetworkPolicy for the ${component}`); continue; }
    if (!p.spec.policyTypes?.includes('Ingress') || !p.spec.policyTypes?.includes('Egress')) problems.push(`${component}: policy does not cover ingress and egress`);
    for (const rule of p.spec.egress ?? []) if (!(rule.ports ?? []).length) problems.push(`${component}: an egress rule open to every port`);
    if (component === 'worker' && (p.spec.ingress ?? []).length) problems.push('worker: takes ingress');
    if (component === 'api' && !(p.spec.ingress ?? []).length) problems.push('api: takes no ingress');
  }
  return problems;
}
