#!/usr/bin/env python3
"""Checks GitHub Actions workflows (.github/workflows/*.yml) here, where
neither actionlint (not a Debian package) nor the published JSON schema of
workflows (SchemaStore, not reachable) is available: the keys each level
may have, as GitHub's "Workflow syntax for GitHub Actions" documents them,
and what a schema cannot see: every step has exactly one of `uses` and
`run`, every action is pinned to a version, `needs` names existing jobs,
`${{ }}` expressions are closed, and secrets appear only inside them and
never in an `if:` (GitHub refuses that). yamllint runs first.

Usage: packaging/check-workflow.py WORKFLOW.yml...
"""
import re
import subprocess
import sys

import yaml

TOP = {"name", "run-name", "on", "permissions", "env", "defaults", "concurrency", "jobs"}
JOB = {"name", "permissions", "needs", "if", "runs-on", "environment", "concurrency", "outputs",
       "env", "defaults", "steps", "timeout-minutes", "strategy", "continue-on-error",
       "container", "services", "uses", "with", "secrets"}
STEP = {"id", "if", "name", "uses", "run", "working-directory", "shell", "with", "env",
        "continue-on-error", "timeout-minutes"}
EVENTS = {"push", "pull_request", "workflow_dispatch", "schedule", "release", "workflow_call",
          "workflow_run", "pull_request_target", "repository_dispatch"}


def strings(value):
    if isinstance(value, dict):
        for v in value.values():
            yield from strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from strings(v)
    elif isinstance(value, str):
        yield value


def check(path):
    problems = []
    lint = subprocess.run(["yamllint", "-d", "{extends: default, rules: {line-length: {max: 120}, "
                           "document-start: disable, truthy: {check-keys: false}}}", path])
    if lint.returncode != 0:
        problems.append("yamllint")
    # PyYAML reads the key `on` as True (YAML 1.1).
    doc = {("on" if k is True else k): v for k, v in yaml.safe_load(open(path)).items()}
    problems += [f"unknown top-level key {k}" for k in doc if k not in TOP]
    on = doc.get("on")
    events = on if isinstance(on, (dict, list)) else [on]
    problems += [f"unknown event {e}" for e in events if e not in EVENTS]
    jobs = doc.get("jobs") or {}
    if not jobs:
        problems.append("no jobs")
    for name, job in jobs.items():
        problems += [f"{name}: unknown key {k}" for k in job if k not in JOB]
        if "runs-on" not in job and "uses" not in job:
            problems.append(f"{name}: no runs-on")
        needs = job.get("needs", [])
        for need in [needs] if isinstance(needs, str) else needs:
            if need not in jobs:
                problems.append(f"{name}: needs unknown job {need}")
        if "secrets." in str(job.get("if", "")):
            problems.append(f"{name}: secrets in if:")
        for i, step in enumerate(job.get("steps", [])):
            where = f"{name} step {i + 1} ({step.get('name', step.get('uses', '?'))})"
            problems += [f"{where}: unknown key {k}" for k in step if k not in STEP]
            if ("uses" in step) == ("run" in step):
                problems.append(f"{where}: needs exactly one of uses and run")
            if "uses" in step and not re.fullmatch(r"[\w.-]+/[\w./-]+@[\w.-]+", step["uses"]):
                problems.append(f"{where}: action not pinned to a version: {step['uses']}")
            if "secrets." in str(step.get("if", "")):
                problems.append(f"{where}: secrets in if:")
    for text in strings(doc):
        if text.count("${{") != text.count("}}"):
            problems.append(f"unclosed expression in: {text[:60]}")
        outside = re.sub(r"\$\{\{.*?\}\}", "", text, flags=re.S)
        if "secrets." in outside:
            problems.append(f"secret outside an expression in: {text[:60]}")
    for p in problems:
        print(f"{path}: {p}", file=sys.stderr)
    return not problems


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    ok = all([check(p) for p in sys.argv[1:]])
    print("workflows: " + ("clean" if ok else "problems above"))
    sys.exit(0 if ok else 1)
