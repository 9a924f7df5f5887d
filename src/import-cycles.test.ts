import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));
const MODULES = path.join(SRC, 'server', 'modules');

/** The compiler options of the project, so imports resolve as `tsc` resolves them. */
const compilerOptions = (() => {
  const configPath = path.join(SRC, '..', 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath)).options;
})();

type Import = { to: string; typeOnly: boolean };

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(entryPath);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [entryPath] : [];
  });
}

/**
 * The files of `src` a file imports statically, each marked type-only when nothing of it
 * exists at run time (`import type`, or only `type` names). Dynamic `import()` loads later
 * and cannot take part in the order in which modules are evaluated, so it is left out.
 */
function importsOf(file: string): Import[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const imports: Import[] = [];
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined;
    let typeOnly = false;
    if (ts.isImportDeclaration(statement)) {
      specifier = statement.moduleSpecifier;
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!bindings &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)));
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      specifier = statement.moduleSpecifier;
      typeOnly = statement.isTypeOnly;
    }
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const resolved = ts.resolveModuleName(specifier.text, file, compilerOptions, ts.sys)
      .resolvedModule?.resolvedFileName;
    if (resolved?.startsWith(SRC) && !resolved.includes('node_modules'))
      imports.push({ to: path.resolve(resolved), typeOnly });
  }
  return imports;
}

/** The cycles of a graph: its strongly connected components of more than one node, or a loop. */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    lowest.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node) ?? 0, lowest.get(next) ?? 0));
      } else if (onStack.has(next)) {
        lowest.set(node, Math.min(lowest.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (lowest.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

const importsByFile = new Map(sourceFiles(SRC).map((file) => [file, importsOf(file)]));
const relative = (file: string) => path.relative(SRC, file);

/** The domain module (`server/modules/<name>`) a file belongs to, if any. */
const moduleOf = (file: string) =>
  file.startsWith(MODULES + path.sep) ? path.relative(MODULES, file).split(path.sep)[0] : undefined;

describe('imports', () => {
  it('form no cycle between the domain modules under src/server/modules, types included', () => {
    const graph = new Map<string, Set<string>>();
    for (const [file, imports] of importsByFile) {
      const from = moduleOf(file);
      if (!from) continue;
      const edges = graph.get(from) ?? new Set<string>();
      graph.set(from, edges);
      for (const { to } of imports) {
        const target = moduleOf(to);
        if (target && target !== from) edges.add(target);
      }
    }
    expect(graph.size).toBeGreaterThan(10);
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('form no cycle between the files of src that run', () => {
    const graph = new Map<string, Set<string>>();
    for (const [file, imports] of importsByFile) {
      graph.set(
        relative(file),
        new Set(imports.filter((entry) => !entry.typeOnly).map((entry) => relative(entry.to))),
      );
    }
    expect(cyclesOf(graph)).toEqual([]);
  });
});
