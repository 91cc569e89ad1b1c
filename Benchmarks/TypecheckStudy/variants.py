#!/usr/bin/env python3
"""Output-shape variants of weaver's generated Weaver.swift (for type-check timing only).

Each variant is a function  text -> text  (or text -> (text, source_patch)) applied to a COPY of
the baseline generated file. They are measurement devices: some change run-time semantics
(marked SEMANTICS) and are only there to price a construct.
"""
import re, sys, os

PROTO_RE = re.compile(r"^protocol (\w+Resolver): AnyObject \{\n(    var \w+: [^\n]+ \{ get \})\n\}\n", re.M)
ALIAS_RE = re.compile(r"^typealias (\w+DependencyResolver) = ([\w&\s]+?)\n\n", re.M)
CLASS_RE = re.compile(r"^private final class (\w+)DependencyContainer: (\w+DependencyResolver), @unchecked Sendable \{\n", re.M)

def parse_aliases(text):
    return [(m.group(1), [p.strip() for p in m.group(2).split("&")]) for m in ALIAS_RE.finditer(text)]

def parse_protocols(text):
    return {m.group(1): m.group(2) for m in PROTO_RE.finditer(text)}

# ---------------------------------------------------------------- resolver protocol shapes

def resolver_as_protocol(text):
    """typealias X = A & B & C  ->  protocol X: A, B, C {}"""
    def rep(m):
        protos = [p.strip() for p in m.group(2).split("&")]
        return f"protocol {m.group(1)}: {', '.join(protos)} {{}}\n\n"
    return ALIAS_RE.sub(rep, text)

def conform_directly(text):
    """class C: XDependencyResolver  ->  class C: A, B, C (typealias kept for the sources)"""
    aliases = dict(parse_aliases(text))
    def rep(m):
        protos = aliases[m.group(2)]
        return f"private final class {m.group(1)}DependencyContainer: {', '.join(protos)}, @unchecked Sendable {{\n"
    return CLASS_RE.sub(rep, text)

def one_protocol_per_type(text):
    """Drop the per-dependency `XResolver` protocols; each type gets one protocol listing its
    properties: protocol Feature0001DependencyResolver: AnyObject { var a: A { get } ... }"""
    protos = parse_protocols(text)
    aliases = parse_aliases(text)
    text = PROTO_RE.sub("", text)
    def rep(m):
        members = [protos[p.strip()] for p in m.group(2).split("&")]
        return f"protocol {m.group(1)}: AnyObject {{\n" + "\n".join(members) + "\n}\n\n"
    text = ALIAS_RE.sub(rep, text)
    return re.sub(r"(// MARK: - Resolvers\n)\n+", r"\1\n", text)

def concrete_containers(text):
    """No protocols at all: XDependencyResolver = XDependencyContainer (concrete final class).
    (Breaks test stubs; prices the protocols + existential conversions.)"""
    text = PROTO_RE.sub("", text)
    text = ALIAS_RE.sub(lambda m: f"typealias {m.group(1)} = {m.group(1)[:-len('DependencyResolver')]}DependencyContainer\n\n", text)
    text = CLASS_RE.sub(lambda m: f"final class {m.group(1)}DependencyContainer: @unchecked Sendable {{\n", text)
    return re.sub(r"^    init\(", "    fileprivate init(", text, flags=re.M)

# ---------------------------------------------------------------- dependency read shapes

PROVIDER_LET = re.compile(r"^    private let (\w+)Provider: WeaverProvider<([^\n]+)>\n", re.M)
PROVIDER_GETTER = re.compile(r"^    var (\w+): ([^\n]+) \{ (\w+)Provider\.get\(\) \}\n", re.M)
PROVIDER_ASSIGN = re.compile(r"^        self\.(\w+)Provider = (\w+)\n", re.M)

def stored_let_reads(text):
    """SEMANTICS (eager read): `private let xProvider: WeaverProvider<T>` + `var x: T { xProvider.get() }`
    -> `let x: T` assigned `self.x = x.get()` in init."""
    text = PROVIDER_LET.sub(lambda m: f"    let {m.group(1)}: {m.group(2)}\n", text)
    text = PROVIDER_GETTER.sub("", text)
    text = PROVIDER_ASSIGN.sub(lambda m: f"        self.{m.group(1)} = {m.group(2)}.get()\n", text)
    return tidy(text)

def explicit_return_self(text):
    """var x: T { xProvider.get() } -> var x: T { return self.xProvider.get() }"""
    text = re.sub(r"^(    var \w+: [^\n]+ \{ )(\w+(?:Provider|Slot))\.get\(\) \}$", r"\1return self.\2.get() }", text, flags=re.M)
    return text

def closure_providers(text):
    """WeaverProvider<T> parameters/stored properties -> () -> T closures.
    Constant slots: `let xSlot = WeaverConstantSlot<T>(self.x)` -> `let xSlot: () -> T = { [x = self.x] in x }`;
    transient slots keep their class but are passed as `slot.get`."""
    text = re.sub(r"(\w+): WeaverProvider<([^\n]+?)>(,?)$", r"\1: @escaping () -> \2\3", text, flags=re.M)
    text = re.sub(r"^    private let (\w+)Provider: @escaping \(\) -> ", r"    private let \1Provider: () -> ", text, flags=re.M)
    text = re.sub(r"^(    private let \w+Provider): WeaverProvider<([^\n]+)>$", r"\1: () -> \2", text, flags=re.M)
    # params on one line: init(a: WeaverProvider<A>, b: WeaverProvider<B>) {
    text = re.sub(r"(\w+): WeaverProvider<(\w+)>", r"\1: @escaping () -> \2", text)
    text = re.sub(r"\{ (\w+)Provider\.get\(\) \}", r"{ \1Provider() }", text)
    text = re.sub(r"let (\w+)Slot = WeaverConstantSlot<(\w+)>\(self\.(\w+)\)",
                  r"let \1Value: \2 = self.\3\n        let \1Slot: () -> \2 = { \1Value }", text)
    return text

def inferred_generics(text):
    """WeaverConstantSlot<T>(self.x) -> contextual: let xSlot: WeaverProvider<T> = WeaverConstantSlot(self.x);
    WeaverTransientSlot<T>("x") -> let xSlot: WeaverTransientSlot<T> = .init("x")"""
    text = re.sub(r"let (\w+)Slot = WeaverConstantSlot<(\w+)>\(self\.(\w+)\)",
                  r"let \1Slot: WeaverProvider<\2> = WeaverConstantSlot(self.\3)", text)
    return text

def split_nested_calls(text):
    """self.x = X(injecting: XDependencyContainer(...)) -> let xContainer = XDependencyContainer(...);
    self.x = X(injecting: xContainer). Same for build funcs and slot closures is left as is."""
    # multi-line form
    text = re.sub(r"^        self\.(\w+) = (\w+)\(injecting: (\w+DependencyContainer)\(\n(.*?)\n        \)\)\n",
                  lambda m: f"        let {m.group(1)}Dependencies = {m.group(3)}(\n{m.group(4)}\n        )\n        self.{m.group(1)} = {m.group(2)}(injecting: {m.group(1)}Dependencies)\n",
                  text, flags=re.M | re.S)
    text = re.sub(r"^        self\.(\w+) = (\w+)\(injecting: (\w+DependencyContainer)\((.*?)\)\)\n",
                  lambda m: f"        let {m.group(1)}Dependencies = {m.group(3)}({m.group(4)})\n        self.{m.group(1)} = {m.group(2)}(injecting: {m.group(1)}Dependencies)\n",
                  text, flags=re.M)
    return text

def typed_nested_calls(text):
    """Like split_nested_calls but the container local is annotated with its concrete type."""
    text = split_nested_calls(text)
    return re.sub(r"^        let (\w+)Dependencies = (\w+DependencyContainer)\(", r"        let \1Dependencies: \2 = \2(", text, flags=re.M)

def build_funcs_as_closures(text):
    """func buildX() -> X { X(injecting: ...) } + makeX: buildX  ->  let buildX: () -> X = { ... }"""
    return re.sub(r"^        func (build\w+)\(\) -> (\w+) \{\n", r"        let \1: () -> \2 = {\n", text, flags=re.M)

def tidy(text):
    text = re.sub(r"\n{3,}", "\n\n", text)
    text = re.sub(r"\n\n(\s*\})", r"\n\1", text)
    return text

VARIANTS = {
    "baseline": lambda t: t,
    "resolver-as-protocol": resolver_as_protocol,
    "conform-directly": conform_directly,
    "one-protocol-per-type": one_protocol_per_type,
    "concrete-containers": concrete_containers,
    "stored-let-reads": stored_let_reads,
    "explicit-return-self": explicit_return_self,
    "closure-providers": closure_providers,
    "inferred-generics": inferred_generics,
    "split-nested-calls": split_nested_calls,
    "typed-nested-calls": typed_nested_calls,
    "build-funcs-as-closures": build_funcs_as_closures,
}


def value_params(text):
    """References to a `.container` registration that is already built when the child container is
    created are passed as VALUES, not providers (valid for this graph: every reference resolves to an
    eagerly built `.container` service; weaver knows the scope at generation time):
      init(x: WeaverProvider<T>) / private let xProvider / var x: T { xProvider.get() }
      ->  init(x: T) / let x: T ;  `let xSlot = WeaverConstantSlot<T>(self.x)` -> `let xSlot: T = self.x`"""
    text = re.sub(r"(\w+): WeaverProvider<(\w+)>", r"\1: \2", text)
    text = PROVIDER_LET.sub(lambda m: f"    let {m.group(1)}: {m.group(2)}\n", text)
    text = re.sub(r"^    private let (\w+)Provider: (\w+)\n", r"    let \1: \2\n", text, flags=re.M)
    text = PROVIDER_GETTER.sub("", text)
    text = PROVIDER_ASSIGN.sub(lambda m: f"        self.{m.group(1)} = {m.group(2)}\n", text)
    text = re.sub(r"let (\w+)Slot = WeaverConstantSlot<(\w+)>\(self\.(\w+)\)", r"let \1Slot: \2 = self.\3", text)
    return tidy(text)

VARIANTS["value-params"] = value_params


def _compose(*fs):
    def g(t):
        for f in fs:
            t = f(t)
        return t
    return g

VARIANTS["value-params+one-protocol-per-type"] = _compose(value_params, one_protocol_per_type)
VARIANTS["value-params+resolver-as-protocol"] = _compose(value_params, resolver_as_protocol)
VARIANTS["value-params+concrete-containers"] = _compose(value_params, concrete_containers)


def no_unchecked_sendable(text):
    """private final class C: XDependencyResolver, @unchecked Sendable -> without @unchecked Sendable"""
    return re.sub(r"^((?:private )?final class \w+DependencyContainer: [^\n{]*?), @unchecked Sendable \{", r"\1 {", text, flags=re.M)

def internal_containers(text):
    """private final class XDependencyContainer -> final class (internal; fewer access-control checks?)"""
    return re.sub(r"^private final class (\w+DependencyContainer)", r"final class \1", text, flags=re.M)

VARIANTS["no-unchecked-sendable"] = no_unchecked_sendable
VARIANTS["internal-containers"] = internal_containers
VARIANTS["value-params+one-protocol-per-type+no-sendable"] = _compose(value_params, one_protocol_per_type, no_unchecked_sendable)


def explicit_any(text):
    """Existential types written `any P` (Swift 6 spelling) instead of bare `P`:
    `let x: Service0005Protocol` -> `let x: any Service0005Protocol` (every ...Protocol type in the output)."""
    return re.sub(r"(?<!any )\b(\w+Protocol)\b(?!\.self)", r"any \1", text)

VARIANTS["explicit-any"] = explicit_any
VARIANTS["value-params+one-protocol-per-type+explicit-any"] = _compose(value_params, one_protocol_per_type, explicit_any)

if __name__ == "__main__":
    name, src, dst = sys.argv[1:4]
    open(dst, "w").write(VARIANTS[name](open(src).read()))
