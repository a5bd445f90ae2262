// deploy/ rendered as an operator would (`kubectl kustomize`, no cluster needed), every object checked
// against the Kubernetes schemas (kubernetes-models), and what issue 12 asks of it checked by name:
// a non-root, read-only pod with requests, limits and probes, spread across zones, drained on
// SIGTERM; a Service, an autoscaler, a disruption budget and a network policy that fit the pods; and
// configuration from a ConfigMap and a Secret. Run by `npm test` with node's own test runner.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parseAllDocuments } from 'yaml';
import { ConfigMap, Service, ServiceAccount } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';

const ROOT = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '../..');
const MODELS = { ConfigMap, Service, ServiceAccount, Deployment, HorizontalPodAutoscaler, NetworkPolicy, PodDisruptionBudget };
const TARGETS = ['base', 'overlays/staging', 'overlays/production'];

function render(target) {
  const text = execFileSync('kubectl', ['kustomize', path.join(ROOT, 'deploy', target)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return parseAllDocuments(text)
    .map((d) => d.toJSON())
    .filter(Boolean);
}

/** The variables the README's configuration table documents: every one Keycard reads. */
const documented = new Set([...fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8').matchAll(/^\| `([A-Z_]+)`/gm)].map((m) => m[1]));

for (const target of TARGETS) {
  describe(`deploy/${target}`, () => {
    const objects = render(target);
    const one = (kind) => {
      const found = objects.filter((o) => o.kind === kind);
      assert.equal(found.length, 1, `one ${kind}`);
      return found[0];
    };

    test('every object is valid against the Kubernetes schemas', () => {
      assert.deepEqual(objects.map((o) => o.kind).sort(), Object.keys(MODELS).sort());
      for (const o of objects) {
        const Model = MODELS[o.kind];
        assert.equal(`${Model.apiVersion}`, o.apiVersion, `${o.kind}'s apiVersion`);
        assert.doesNotThrow(() => new Model(o).validate(), `${o.kind} ${o.metadata?.name}`);
      }
    });

    test('the pod runs as non-root on a read-only root filesystem, with requests, limits and probes', () => {
      const pod = one('Deployment').spec.template.spec;
      const [c] = pod.containers;
      assert.equal(pod.securityContext.runAsNonRoot, true);
      assert.ok(pod.securityContext.runAsUser > 0);
      assert.equal(pod.automountServiceAccountToken, false);
      assert.equal(c.securityContext.readOnlyRootFilesystem, true);
      assert.equal(c.securityContext.allowPrivilegeEscalation, false);
      assert.deepEqual(c.securityContext.capabilities.drop, ['ALL']);
      for (const kind of ['requests', 'limits']) for (const r of ['cpu', 'memory']) assert.ok(c.resources[kind][r], `${kind}.${r}`);
      assert.equal(c.startupProbe.httpGet.path, '/api/health');
      assert.equal(c.livenessProbe.httpGet.path, '/api/health');
      assert.equal(c.readinessProbe.httpGet.path, '/api/ready');
      // What the image writes goes to volumes of its own.
      assert.deepEqual(c.volumeMounts.map((m) => m.mountPath).sort(), ['/app/.next/cache', '/tmp']);
      // HOSTNAME is Keycard's bind address, which Kubernetes would otherwise set to the pod's name.
      assert.deepEqual(
        c.env.find((e) => e.name === 'HOSTNAME'),
        { name: 'HOSTNAME', value: '0.0.0.0' },
      );
    });

    test('termination drains: a pause before SIGTERM and time to finish what is in flight', () => {
      const pod = one('Deployment').spec.template.spec;
      assert.deepEqual(pod.containers[0].lifecycle.preStop.exec.command, ['sleep', '5']);
      // keycard-server.cjs exits at the latest 10 s after SIGTERM.
      assert.ok(pod.terminationGracePeriodSeconds >= 5 + 10);
    });

    test('pods spread across zones; the autoscaler owns the count; rolls never drop below it', () => {
      const d = one('Deployment');
      const zone = d.spec.template.spec.topologySpreadConstraints.find((t) => t.topologyKey === 'topology.kubernetes.io/zone');
      assert.equal(zone.whenUnsatisfiable, 'DoNotSchedule');
      assert.deepEqual(zone.matchLabelKeys, ['pod-template-hash']);
      assert.deepEqual(zone.labelSelector.matchLabels, d.spec.template.metadata.labels);
      assert.equal(d.spec.replicas, undefined);
      assert.equal(d.spec.strategy.rollingUpdate.maxUnavailable, 0);
      const hpa = one('HorizontalPodAutoscaler');
      assert.deepEqual(hpa.spec.scaleTargetRef, { apiVersion: 'apps/v1', kind: 'Deployment', name: d.metadata.name });
      assert.ok(hpa.spec.minReplicas >= 2 && hpa.spec.maxReplicas > hpa.spec.minReplicas);
    });

    test('the Service, the disruption budget and the network policy select the pods and their ports', () => {
      const d = one('Deployment');
      const labels = d.spec.template.metadata.labels;
      const ports = new Map(d.spec.template.spec.containers[0].ports.map((p) => [p.name, p.containerPort]));
      const svc = one('Service');
      assert.deepEqual(svc.spec.selector, labels);
      for (const p of svc.spec.ports) assert.ok(ports.has(p.targetPort), `Service port ${p.name}`);
      assert.deepEqual(one('PodDisruptionBudget').spec.selector.matchLabels, labels);
      const policy = one('NetworkPolicy');
      assert.deepEqual(policy.spec.podSelector.matchLabels, labels);
      assert.deepEqual(policy.spec.policyTypes.sort(), ['Egress', 'Ingress']);
      // In: the pages and the metrics, nothing else.
      assert.deepEqual(policy.spec.ingress.flatMap((r) => r.ports.map((p) => p.port)).sort(), [ports.get('http'), ports.get('metrics')].sort());
    });

    test('out: only DNS, HTTPS to the upstream and the IdPs, and Redis', () => {
      const egress = one('NetworkPolicy').spec.egress;
      assert.ok(
        egress.every((rule) => rule.to?.length && rule.ports?.length),
        'no rule open to everywhere or every port',
      );
      assert.deepEqual(
        [...new Set(egress.flatMap((r) => r.ports.map((p) => p.port)))].sort((a, b) => a - b),
        [53, 443, 6379],
      );
      const https = egress.find((r) => r.ports.some((p) => p.port === 443));
      assert.ok(
        https.to.every((peer) => peer.ipBlock && peer.ipBlock.cidr !== '0.0.0.0/0'),
        'HTTPS only to named ranges',
      );
      // An environment names its own providers' ranges: the base's placeholder reaches nothing.
      if (target !== 'base')
        assert.ok(
          https.to.every((peer) => peer.ipBlock.cidr !== '192.0.2.0/24'),
          'the base placeholder range is replaced',
        );
      const redis = egress.find((r) => r.ports.some((p) => p.port === 6379));
      assert.deepEqual(redis.to, [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'redis' } } }]);
    });

    test('configuration from a ConfigMap (documented variables, nothing secret) and a Secret', () => {
      const container = one('Deployment').spec.template.spec.containers[0];
      const config = one('ConfigMap');
      assert.deepEqual(
        container.envFrom.map((e) => e.configMapRef?.name ?? e.secretRef?.name),
        [config.metadata.name, 'keycard-secrets'],
      );
      for (const key of Object.keys(config.data)) assert.ok(documented.has(key), `${key} is a variable the README documents`);
      for (const secret of ['SESSION_SECRET', 'IDP_CLIENT_SECRETS', 'METRICS_TOKEN', 'REDIS_URL'])
        assert.ok(!(secret in config.data), `${secret} is not in the ConfigMap`);
      assert.equal(config.data.METRICS_PORT, String(new Map(container.ports.map((p) => [p.name, p.containerPort])).get('metrics')));
    });
  });
}
