/**
 * Datos personalizados de la demo: los campos que la empresa define para sus sistemas (idtabla 96), uno
 * de cada tipo y uno requerido, y valores para uno de cada cinco sistemas activos (como mucho 2.000, para
 * que la escala 100 siga siendo modesta). Usa su propia sección de azar: no cambia nada de lo demás.
 */
import { entidades, type DocDe } from '../../../schemas';
import { idDato } from '../../../schemas/dato';
import { fechaDe, instanteDe } from './fechas';
import type { Aleatorio } from './prng';

export interface DatosPersonalizados {
  campos: DocDe<'campodato'>[];
  valores: DocDe<'dato'>[];
}

/** idtabla de sistema (96, schemas/index.ts). */
const IDTABLA_SISTEMA: number = entidades.sistema.idtabla ?? 96;
const PROVEEDORES = ['Movistar', 'Vodafone', 'Orange', 'Radio propia'] as const;
const MAX_SISTEMAS_CON_DATOS = 2000;

type Campo = Omit<DocDe<'campodato'>, 'idtabla' | 'estado' | 'orden'>;

/** Los campos de los sistemas, en su orden. */
const CAMPOS_SISTEMA: readonly Campo[] = [
  { idcampo_dato: '1', nombre: 'numero_abonado', etiqueta: 'Número de abonado CRA', tipo: 'texto', requerido: true, opciones: [], max: 12 },
  { idcampo_dato: '2', nombre: 'proveedor_comunicaciones', etiqueta: 'Proveedor de comunicaciones', tipo: 'opcion', requerido: false, opciones: [...PROVEEDORES], max: null },
  { idcampo_dato: '3', nombre: 'zonas', etiqueta: 'Número de zonas', tipo: 'numero', requerido: false, opciones: [], max: null },
  { idcampo_dato: '4', nombre: 'cambio_baterias', etiqueta: 'Último cambio de baterías', tipo: 'fecha', requerido: false, opciones: [], max: null },
  { idcampo_dato: '5', nombre: 'acuda', etiqueta: 'Servicio de acuda', tipo: 'booleano', requerido: false, opciones: [], max: null },
  { idcampo_dato: '6', nombre: 'instrucciones_cra', etiqueta: 'Instrucciones para la CRA', tipo: 'texto', requerido: false, opciones: [], max: 200 },
];

export const generarDatosPersonalizados = (r: Aleatorio, sistemas: readonly DocDe<'sistema'>[], diaHoy: number): DatosPersonalizados => {
  const campos = CAMPOS_SISTEMA.map((c, i): DocDe<'campodato'> => ({ ...c, idtabla: IDTABLA_SISTEMA, orden: (i + 1) * 10, estado: 1 }));
  const valores: DocDe<'dato'>[] = [];
  const ahora = instanteDe(diaHoy, 7 * 60);
  let conDatos = 0;
  for (const [i, s] of sistemas.entries()) {
    if (s.estado <= 0 || i % 5 !== 0 || conDatos >= MAX_SISTEMAS_CON_DATOS) continue;
    conDatos++;
    const poner = (idcampo: string, valor: string | number | boolean) =>
      valores.push({ iddato: idDato(IDTABLA_SISTEMA, s.idsistema, idcampo), idtabla: IDTABLA_SISTEMA, id: s.idsistema, idcampo_dato: idcampo, valor, actualizado: ahora, estado: 1 });
    poner('1', `AB${String(r.entero(100000, 999999))}`);
    poner('2', r.elegir(PROVEEDORES));
    if (r.probabilidad(0.7)) poner('3', r.entero(2, 32));
    if (r.probabilidad(0.5)) poner('4', fechaDe(diaHoy - r.entero(30, 900)));
    poner('5', r.probabilidad(0.4));
  }
  return { campos, valores };
};
