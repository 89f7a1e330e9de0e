// Drives a running `cairn serve` (at CAIRN_URL) with Styra's @styra/opa SDK, unchanged.
// Started by dev.cairn.server.NodeClientRun during `mvn verify`; see docs/integrations/opa-clients.md.
import { test } from "node:test";
import assert from "node:assert/strict";
import { OPAClient } from "@styra/opa";

const url = process.env.CAIRN_URL;
if (!url) {
  throw new Error("CAIRN_URL is not set: run through NodeClientRun (mvn verify)");
}
const opa = new OPAClient(url);

test("evaluate with input", async () => {
  assert.equal(await opa.evaluate("httpapi/authz/allow", { user: "alice" }), true);
});

test("a default-deny decision reads false", async () => {
  assert.equal(await opa.evaluate("httpapi/authz/allow", { user: "mallory" }), false);
});

test("evaluateDefault posts to / and reads system.main", async () => {
  assert.deepEqual(await opa.evaluateDefault({ user: "alice" }), { allowed: true, user: "alice" });
});

test("a policy loaded from a bundle", async () => {
  assert.equal(await opa.evaluate("acme/allow", { items: [1, 2] }), true);
  assert.equal(await opa.evaluate("acme/max"), 2);
});

test("an undefined decision gives no result", async () => {
  assert.equal(await opa.evaluate("httpapi/authz/nothing", { user: "alice" }), undefined);
});

test("an evaluation error rejects with OPA's error body", async () => {
  await assert.rejects(opa.evaluate("httpapi/authz/conflict", { x: true }), (err) => {
    assert.equal(err.code, "internal_error");
    assert.match(err.message, /error\(s\) occurred while evaluating query/);
    assert.equal(err.errors[0].code, "eval_conflict_error");
    assert.equal(err.errors[0].location.file, "authz.rego");
    return true;
  });
});
