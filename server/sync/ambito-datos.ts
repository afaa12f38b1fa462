/**
 * Etiquetas de ámbito de un conjunto completo de documentos en memoria (carga de la demo, comprobaciones
 * de las pruebas). Aplica las mismas reglas que la Tx del servidor (ambito.ts), pero resolviendo padres
 * e hijos con índices en memoria y memoizando: cada documento se calcula una vez. Un padre cuya regla
 * declara `paraHerederos` (el empleado) da a sus hijos lo que sale de sus campos, sin calcular las suyas.
 */
import { claveDe, colecciones, type Coleccion } from '../../schemas';
import type { Doc } from '../../replication/tx';
import { calcularEtiquetas, etiquetasParaHerederos, etiquetasPropias, padreDe, reunionesDe, reunionesPropiasDe, tomaPropiasDe } from './ambito';

export type Documentos = { readonly [C in Coleccion]?: readonly Doc[] };
export type EtiquetasPorColeccion = Map<Coleccion, Map<string, string[]>>;

export const etiquetarDocumentos = (documentos: Documentos): EtiquetasPorColeccion => {
  const porId = new Map<Coleccion, Map<string, Doc>>();
  for (const c of colecciones) {
    const clave = claveDe(c);
    porId.set(c, new Map((documentos[c] ?? []).map((d) => [String(d[clave]), d])));
  }

  /** Ids de los documentos de `coleccion` cuyo `campo` vale el id dado, por vínculo. */
  const referencias = new Map<string, Map<string, string[]>>();
  const referenciasDe = (coleccion: Coleccion, campo: string): Map<string, string[]> => {
    const k = `${coleccion}.${campo}`;
    let indice = referencias.get(k);
    if (!indice) {
      indice = new Map();
      const clave = claveDe(coleccion);
      for (const d of documentos[coleccion] ?? []) {
        const v = d[campo];
        if (typeof v !== 'string') continue;
        const lista = indice.get(v);
        if (lista) lista.push(String(d[clave]));
        else indice.set(v, [String(d[clave])]);
      }
      referencias.set(k, indice);
    }
    return indice;
  };

  const resultado: EtiquetasPorColeccion = new Map(colecciones.map((c) => [c, new Map<string, string[]>()]));
  const enCurso = new Set<string>();

  const etiquetas = (c: Coleccion, id: string): string[] | null => {
    const hecho = resultado.get(c)?.get(id);
    if (hecho) return hecho;
    const doc = porId.get(c)?.get(id);
    if (!doc) return null;
    const marca = `${c}:${id}`;
    if (enCurso.has(marca)) throw new Error(`Las reglas de ámbito forman un ciclo en ${marca}`);
    enCurso.add(marca);
    const padre = padreDe(c, doc);
    const docPadre = padre ? porId.get(padre.coleccion)?.get(padre.id) : undefined;
    const tomados = tomaPropiasDe(c).flatMap((t) => {
      const d = porId.get(t.coleccion)?.get(String(doc[t.campo]));
      return d ? [etiquetasPropias(t.coleccion, d)] : [];
    });
    const calculadas = calcularEtiquetas(c, doc, {
      padre: padre && docPadre ? (etiquetasParaHerederos(padre.coleccion, docPadre) ?? etiquetas(padre.coleccion, padre.id)) : null,
      reunidas: [
        ...reunionesDe(c).flatMap((v) =>
          (referenciasDe(v.coleccion, v.campo).get(id) ?? []).map((hijo) => etiquetas(v.coleccion, hijo) ?? []),
        ),
        ...reunionesPropiasDe(c).map((v) =>
          (referenciasDe(v.coleccion, v.campo).get(id) ?? []).flatMap((hijo) => {
            const d = porId.get(v.coleccion)?.get(hijo);
            return d ? etiquetasPropias(v.coleccion, d) : [];
          }),
        ),
        ...tomados,
      ],
    });
    enCurso.delete(marca);
    resultado.get(c)?.set(id, calculadas);
    return calculadas;
  };

  for (const c of colecciones) for (const id of porId.get(c)?.keys() ?? []) etiquetas(c, id);
  return resultado;
};
