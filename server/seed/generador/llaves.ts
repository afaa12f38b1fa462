/**
 * Custodia de llaves de la demo: unos 6 llaveros por delegación (la mayoría de un puesto), con su historial
 * de salidas y entradas alternas, como lo dejan llavero.salidaSync y entradaSync: cada movimiento con el
 * custodio de la delegación, la persona que se lo lleva o lo devuelve (un vigilante o alguien de fuera,
 * con su DNI) y sus dos firmas (colección firma, idtabla 271, id del movimiento). La situación de cada
 * llavero es la de su último movimiento. En cada delegación, el segundo llavero está fuera y vencido
 * (debía volver hace días) y el cuarto (el tercero si solo hay tres), fuera y a tiempo; los demás, dentro.
 */
import { entidades, type DocDe } from '../../../schemas';
import { dni } from './documentos';
import { firmaPng } from './firma-png';
import { instanteMs, msDeMadrid } from './fechas';
import { via } from './geografia';
import { persona } from './nombres';
import type { Organizacion } from './organizacion';
import type { Aleatorio } from './prng';
import type { Custodio, Plantilla } from './vigilancia';

/** idtabla del movimiento de llaves (271): sus firmas. */
export const IDTABLA_MOVIMIENTO_LLAVE: number = entidades.movimientollave.idtabla ?? 271;
const MAX_TRAZOS = 200;
/** Llaveros por delegación: 6 por unidad de escala, de 3 a 30. */
export const llaverosPorDelegacion = (escala: number): number => Math.min(30, Math.max(3, Math.round(6 * escala)));

const PARTES_LLAVERO = ['accesos principales', 'oficinas', 'muelle y almacén', 'cuadros eléctricos', 'cuarto de instalaciones', 'puertas de emergencia'] as const;
const EMPRESAS = ['Mantenimientos Integrales del Centro, S.L.', 'Limpiezas Brillo, S.L.', 'Ascensores Eléctricos del Sur, S.A.', 'Electricidad Hermanos Ruiz, S.L.', 'Cerrajería Rápida 24 h, S.L.'] as const;
const MOTIVOS = [
  'Acuda por salto de alarma', 'Revisión de la central de incendios', 'Apertura para el servicio de limpieza', 'Mantenimiento de los ascensores',
  'Apertura de la nave a primera hora', 'Cambio de bombín de la puerta trasera', 'Lectura de contadores',
] as const;

export interface EntradaLlaves {
  r: Aleatorio;
  diaHoy: number;
  escala: number;
  org: Organizacion;
  plantilla: Plantilla;
  custodios: readonly Custodio[];
}

export interface DatosLlaves {
  llaveros: DocDe<'llavero'>[];
  movimientos: DocDe<'movimientollave'>[];
  firmas: DocDe<'firma'>[];
}

type Situacion = 'dentro' | 'vencido' | 'fuera';

export const generarLlaves = ({ r, diaHoy, escala, org, plantilla, custodios }: EntradaLlaves): DatosLlaves => {
  const llaveros: DocDe<'llavero'>[] = [];
  const movimientos: DocDe<'movimientollave'>[] = [];
  const firmas: DocDe<'firma'>[] = [];
  // Cada firmante firma siempre igual; a partir de MAX_TRAZOS firmantes se repiten trazos (la demo grande, rápida).
  const trazos = new Map<string, string>();
  const hechos: string[] = [];
  const firmaDe = (nombre: string): string => {
    let t = trazos.get(nombre);
    if (t === undefined) {
      t = hechos.length < MAX_TRAZOS ? firmaPng(r) : r.elegir(hechos);
      if (hechos.length < MAX_TRAZOS) hechos.push(t);
      trazos.set(nombre, t);
    }
    return t;
  };
  const n = llaverosPorDelegacion(escala);

  for (let d = 0; d < org.delegaciones.length; d++) {
    const iddelegacion = String(d + 1);
    const custodio = custodios[d];
    if (!custodio) throw new Error(`La delegación ${iddelegacion} no tiene custodio de llaves`);
    const puestos = plantilla.puestos.filter((p) => p.iddelegacion === iddelegacion);
    const vigilantes = plantilla.vigilantes.filter((v) => v.iddelegacion === iddelegacion && v.categoria !== 'Jefe de seguridad');
    let p = 0;
    for (let k = 0; k < n; k++) {
      const idllavero = String(llaveros.length + 1);
      const puesto = k % 3 !== 2 ? puestos[p++ % Math.max(1, puestos.length)] : undefined;
      const situacion: Situacion = k === 1 ? 'vencido' : k === Math.min(3, n - 1) ? 'fuera' : 'dentro';
      // Quién se lo suele llevar: un vigilante de la delegación o alguien de una empresa de fuera.
      const quien = (): { persona: string; dni: string; empresa: string | null } => {
        const v = r.probabilidad(0.5) ? r.elegir(vigilantes) : undefined;
        if (v) return { persona: v.nombre, dni: plantilla.dniVigilante.get(v.idvigilante) ?? dni(r), empresa: null };
        return { persona: persona(r).completo, dni: dni(r), empresa: puesto?.idcliente && r.probabilidad(0.4) ? puesto.nombre : r.elegir(EMPRESAS) };
      };

      // Historial: ciclos salida → entrada en los dos últimos meses y, si está fuera, la última salida.
      const ciclos = r.entero(situacion === 'dentro' ? 1 : 0, 3);
      const marcas: { tipo: 'salida' | 'entrada'; ms: number; prevista: number | null; motivo: string | null; observaciones: string | null; x: ReturnType<typeof quien> }[] = [];
      let dia = diaHoy - 60 + r.entero(0, 10);
      for (let c = 0; c < ciclos; c++) {
        const x = quien();
        const sale = msDeMadrid(dia, r.entero(7 * 60, 20 * 60)) + r.entero(0, 59) * 1000;
        const horas = r.entero(2, 30);
        marcas.push({ tipo: 'salida', ms: sale, prevista: sale + (horas + r.entero(0, 4)) * 3_600_000, motivo: r.elegir(MOTIVOS), observaciones: null, x });
        marcas.push({ tipo: 'entrada', ms: sale + horas * 3_600_000 + r.entero(0, 3000) * 1000, prevista: null, motivo: null, observaciones: r.probabilidad(0.3) ? 'Devuelve el llavero completo.' : null, x });
        dia += r.entero(8, 14);
      }
      if (situacion !== 'dentro') {
        const x = quien();
        const salidaDia = situacion === 'vencido' ? diaHoy - 5 : diaHoy - 1;
        const sale = msDeMadrid(salidaDia, r.entero(8 * 60, 18 * 60)) + r.entero(0, 59) * 1000;
        const prevista = situacion === 'vencido' ? msDeMadrid(diaHoy - 3, 20 * 60) : msDeMadrid(diaHoy + 2, 20 * 60);
        marcas.push({ tipo: 'salida', ms: sale, prevista, motivo: r.elegir(MOTIVOS), observaciones: null, x });
      }

      let ultimaSalida: DocDe<'movimientollave'> | null = null;
      for (const m of marcas) {
        const idmovimiento_llave = String(movimientos.length + 1);
        const fecha = instanteMs(m.ms);
        const mov: DocDe<'movimientollave'> = {
          idmovimiento_llave, idllavero, tipo: m.tipo, fecha, recibido: instanteMs(m.ms + r.entero(2, 20) * 1000), persona: m.x.persona, dni: m.x.dni,
          empresa: m.x.empresa, motivo: m.motivo, fprevista_devolucion: m.prevista === null ? null : instanteMs(m.prevista),
          idempleado: custodio.idempleado, custodio: custodio.nombre, observaciones: m.observaciones, estado: 1,
        };
        movimientos.push(mov);
        if (m.tipo === 'salida') ultimaSalida = mov;
        for (const [nombre, documento] of [[m.x.persona, m.x.dni], [custodio.nombre, '']] as const) {
          firmas.push({ idfirma: String(firmas.length + 1), idtabla: IDTABLA_MOVIMIENTO_LLAVE, id: idmovimiento_llave, nombre, dni: documento, imagen: firmaDe(nombre), fecha, estado: 1 });
        }
      }

      const fuera = situacion !== 'dentro' && ultimaSalida !== null;
      llaveros.push({
        idllavero, codigo: `LL-${idllavero.padStart(4, '0')}`,
        descripcion: puesto ? `${puesto.nombre}: ${r.elegir(PARTES_LLAVERO)}` : `Local de ${via(r, true).calle} (acudas)`,
        idpuesto_servicio: puesto?.idpuesto_servicio ?? null, iddelegacion, numero_llaves: r.entero(1, 12),
        ubicacion: `Armario ${r.elegir(['A', 'B', 'C'])}, gancho ${r.entero(1, 40)}`,
        situacion: fuera ? 'fuera' : 'dentro', idmovimiento_llave: fuera ? (ultimaSalida?.idmovimiento_llave ?? null) : null,
        en_poder: fuera ? (ultimaSalida?.persona ?? null) : null, fprevista_devolucion: fuera ? (ultimaSalida?.fprevista_devolucion ?? null) : null,
        observaciones: r.probabilidad(0.2) ? 'Incluye la tarjeta del garaje.' : null, estado: 1,
      });
    }
  }
  return { llaveros, movimientos, firmas };
};
