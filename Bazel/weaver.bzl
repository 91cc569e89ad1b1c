"""weaver_module: one `weaver swift` action per Swift module (docs/modules.md and docs/build-systems.md).

Loads in any Bazel from 4.2 on without fetching anything (native filegroups and one rule of
its own). For a module named `name` it declares:

  :<name>              the weaver action; outputs `<name>/Weaver.swift` (the container, compiled
                       with the module; with `split_output = True` also
                       `<name>/WeaverResolvers.swift` and `<name>/WeaverContainers1.swift` …
                       `WeaverContainers64.swift`, compiled in parallel) and `<name>.weaversummary` (what dependents link against)
  :<name>_summaries    the module's summary and every summary it imports, directly or not:
                       what a dependent's action reads

Each action runs as its own process in Bazel's sandbox. Its arguments are in a parameter file;
with `--define=weaver_persistent_worker=1` the actions declare that they support workers, and
Bazel runs them in persistent weaver workers instead (`weaver --persistent_worker`): a process
serves action after action rather than one process per module, which is most of a small
module's cost (`--worker_sandboxing` gives each request a sandbox of its own). Both ways write
the same bytes.
"""

def _weaver_action_impl(ctx):
    # A configuration file is always given: without one, weaver would look for `.weaver.yaml` in
    # the project folder, which for a worker or an unsandboxed action is the workspace's root.
    config = ctx.file.config
    if not config:
        config = ctx.actions.declare_file(ctx.label.name + ".empty.weaver.yaml")
        ctx.actions.write(config, "")

    # The cache lives and dies with the action: Bazel deletes an action's outputs before it runs,
    # so every run is cold and its outputs depend on the declared inputs only.
    cache = ctx.actions.declare_file(ctx.label.name + ".weaver_cache")

    arguments = ctx.actions.args()
    arguments.add("swift")
    arguments.add("--quiet")
    arguments.add_all(["--project-path", "."])
    arguments.add("--config-path", config)
    arguments.add("--module-name", ctx.attr.module_name)
    if ctx.attr.module_kind != "library":
        # An app's module sees the whole app (docs/build-systems.md): unused contributions and
        # never-available references are reported there.
        arguments.add("--module-kind", ctx.attr.module_kind)
    if ctx.outputs.container_files:
        # A folder: Weaver.swift and the containers' files (`--split-output`).
        arguments.add("--main-output-path", ctx.outputs.container.dirname)
        arguments.add("--split-output")
    else:
        arguments.add("--main-output-path", ctx.outputs.container)
    arguments.add("--summary-output-path", ctx.outputs.summary)
    arguments.add("--cache-path", cache)
    arguments.add_all(ctx.files.srcs, before_each = "--input-path")
    arguments.add_all(ctx.files.summaries, before_each = "--module-summary")
    if ctx.file.rules:
        # The project's rules (docs/rules.md), shared by every module that names the file.
        arguments.add("--rules-path", ctx.file.rules)
    arguments.use_param_file("@%s", use_always = True)
    arguments.set_param_file_format("multiline")

    ctx.actions.run(
        executable = ctx.executable.weaver,
        arguments = [arguments],
        inputs = ctx.files.srcs + ctx.files.summaries + [config] + ([ctx.file.rules] if ctx.file.rules else []),
        outputs = [ctx.outputs.container, ctx.outputs.summary, cache] + ctx.outputs.container_files,
        mnemonic = "Weaver",
        progress_message = "weaver %s %s" % (ctx.attr.module_name, ctx.label),
        # Only when asked: Bazel 4.2, given no --spawn_strategy, runs an action that supports
        # workers in a worker, outside the sandbox.
        execution_requirements = {"supports-workers": "1"} if ctx.var.get("weaver_persistent_worker") == "1" else {},
    )
    return [DefaultInfo(files = depset([ctx.outputs.container, ctx.outputs.summary] + ctx.outputs.container_files))]

_weaver_action = rule(
    implementation = _weaver_action_impl,
    attrs = {
        "srcs": attr.label_list(allow_files = [".swift"]),
        "summaries": attr.label_list(allow_files = True),
        "config": attr.label(allow_single_file = True),
        "rules": attr.label(allow_single_file = True),
        "module_name": attr.string(mandatory = True),
        "module_kind": attr.string(default = "library", values = ["library", "executable"]),
        "weaver": attr.label(executable = True, cfg = "exec", allow_single_file = True, mandatory = True),
        "container": attr.output(mandatory = True),
        "container_files": attr.output_list(),
        "summary": attr.output(mandatory = True),
    },
)

def weaver_module(
        name,
        srcs,
        deps = [],
        module_name = None,
        module_kind = "library",
        config = None,
        rules = None,
        weaver = "//tools:weaver",
        split_output = False,
        visibility = None,
        tags = []):
    """One weaver action for one module.

    Args:
      name: the target; also the module name unless `module_name` is given.
      srcs: the module's Swift files (all of them: the action reads nothing else).
      deps: weaver_module targets of the modules this one imports; what they import is added.
      module_name: the Swift module name, when it differs from `name`.
      module_kind: "executable" for an app's module (a program, an extension, a test host),
        whose run sees the whole app it links; "library" otherwise.
      config: a weaver configuration file (`.weaver.yaml`); without it, none is read.
      rules: a file of project rules (`rules:` only, docs/rules.md), passed as `--rules-path`:
        give every module the same one, and each module's run judges its own annotations.
      weaver: the weaver executable, a file label.
      split_output: WeaverResolvers.swift and the containers in 64 files beside Weaver.swift, which the Swift
        rules compile in parallel and of which an edit rewrites only those it changes.
      visibility: of the action and of `<name>_summaries`.
      tags: of the action (for example `no-remote`).
    """
    summary = "%s.weaversummary" % name
    imported_summaries = name + "_imported_summaries"

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
    _weaver_action(
        name = name,
        srcs = srcs,
        summaries = [":" + imported_summaries] if deps else [],
        config = config,
        rules = rules,
        module_name = module_name or name,
        module_kind = module_kind,
        weaver = weaver,
        container = "%s/Weaver.swift" % name,
        container_files = (["%s/WeaverResolvers.swift" % name] +
                           ["%s/WeaverContainers%d.swift" % (name, number) for number in range(1, 65)]) if split_output else [],
        summary = summary,
        visibility = visibility,
        tags = tags,
    )

def _summaries_label(dep):
    """`//Core` (short for `//Core:Core`) or `//Core:Core` → `//Core:Core_summaries`."""
    if ":" in dep:
        return dep + "_summaries"
    return "%s:%s_summaries" % (dep, dep.rsplit("/", 1)[-1])
