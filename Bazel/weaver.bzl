"""weaver_module: one `weaver swift` action per Swift module (SPEC §11, §12).

Native rules only (genrule, filegroup), so it loads in any Bazel without fetching anything.
For a module named `name` it declares:

  :<name>              the weaver action; outputs `<name>/Weaver.swift` (the container, compiled
                       with the module) and `<name>.weaversummary` (what dependents link against)
  :<name>_summaries    the module's summary and every summary it imports, directly or not:
                       what a dependent's action reads
"""

def weaver_module(
        name,
        srcs,
        deps = [],
        module_name = None,
        config = None,
        weaver = "//tools:weaver",
        visibility = None,
        tags = []):
    """One weaver action for one module.

    Args:
      name: the target; also the module name unless `module_name` is given.
      srcs: the module's Swift files (all of them: the action reads nothing else).
      deps: weaver_module targets of the modules this one imports; what they import is added.
      module_name: the Swift module name, when it differs from `name`.
      config: a weaver configuration file (`.weaver.yaml`); without it, none is read.
      weaver: the weaver executable, a file label.
      visibility: of the action and of `<name>_summaries`.
      tags: of the action (for example `no-remote`).
    """
    module = module_name or name
    container = "%s/Weaver.swift" % name
    summary = "%s.weaversummary" % name
    sources = name + "_sources"
    imported_summaries = name + "_imported_summaries"

    native.filegroup(name = sources, srcs = srcs, visibility = ["//visibility:private"])

    # A filegroup of filegroups: the summaries of the whole import tree, each file once, since
    # weaver refuses a module summarized twice (Core reached through Feature and directly).
    native.filegroup(
        name = imported_summaries,
        srcs = [_summaries_label(dep) for dep in deps],
        visibility = ["//visibility:private"],
    )
    native.filegroup(
        name = name + "_summaries",
        srcs = [summary, ":" + imported_summaries],
        visibility = visibility,
    )

    inputs = [":" + sources]
    arguments = ["for source in $(locations :%s); do arguments+=(--input-path \"$$source\"); done" % sources]
    if deps:
        inputs.append(":" + imported_summaries)
        arguments.append(
            "for summary in $(locations :%s); do arguments+=(--module-summary \"$$summary\"); done" % imported_summaries,
        )
    if config:
        inputs.append(config)
        configuration = "$(location %s)" % config
    else:
        # An unsandboxed action sees the workspace root, and a `.weaver.yaml` there would be
        # read without being an input: an empty configuration stands in for it.
        configuration = "$$scratch/empty.weaver.yaml"

    native.genrule(
        name = name,
        srcs = inputs,
        outs = [container, summary],
        tools = [weaver],
        # The cache lives and dies with the action: outputs depend on the declared inputs only.
        cmd = "\n".join([
            "set -eu",
            "scratch=\"$$(mktemp -d)\"",
            "trap 'rm -rf \"$$scratch\"' EXIT",
            ": > \"$$scratch/empty.weaver.yaml\"",
            "arguments=()",
        ] + arguments + [
            " ".join([
                "$(location %s) swift --quiet --project-path ." % weaver,
                "--config-path \"%s\"" % configuration,
                "--module-name %s" % module,
                "--main-output-path $(location %s)" % container,
                "--summary-output-path $(location %s)" % summary,
                "--cache-path \"$$scratch/cache\"",
                "\"$${arguments[@]}\"",
            ]),
        ]),
        message = "weaver %s" % module,
        visibility = visibility,
        tags = tags,
    )

def _summaries_label(dep):
    """`//Core` (short for `//Core:Core`) or `//Core:Core` → `//Core:Core_summaries`."""
    if ":" in dep:
        return dep + "_summaries"
    return "%s:%s_summaries" % (dep, dep.rsplit("/", 1)[-1])
