/**
 * La empresa: delegaciones, empleados (administración, almacén, comerciales, técnicos, vigilantes),
 * técnicos con su furgoneta y un almacén central por delegación. El primer empleado es el administrador;
 * los técnicos 1 y 2 (los de la demo) son de la primera delegación; el técnico «Supervisión» del
 * administrador va el último.
 */
import type { DocDe } from '../../../schemas';
import { CIUDADES, type Ciudad } from './geografia';
import { dni, matricula, nie } from './documentos';
import { persona, sinTildes, type Persona } from './nombres';
import type { Aleatorio } from './prng';
import { repartir } from './reparto';

export const DOMINIO_EMPRESA = 'vigiaseguridad.es';

export interface Organizacion {
  ciudades: Ciudad[];
  delegaciones: DocDe<'delegacion'>[];
  empleados: DocDe<'empleado'>[];
  tecnicos: DocDe<'tecnico'>[];
  almacenes: DocDe<'almacen'>[];
  /** Índice de delegación de cada técnico. */
  delegacionTecnico: number[];
  /** Índice del técnico del administrador (el último). */
  tecnicoAdmin: number;
  /** Por delegación, índices (no ids) de empleados según su puesto. */
  comerciales: number[][];
  vigilantes: number[][];
  almaceneros: number[][];
  administrativos: number[][];
  /** Nombre completo de cada empleado. */
  nombreCompleto: string[];
}

/** Delegaciones según la escala: 3 en la demo y unas pocas más por cada duplicación. */
export const numeroDelegaciones = (escala: number): number =>
  Math.min(CIUDADES.length, Math.max(1, Math.round(3 + 1.5 * Math.log2(Math.max(1, escala)))));

export const generarOrganizacion = (r: Aleatorio, escala: number, tecnicosPorEscala: number, tecnicosFijos: number): Organizacion => {
  const ciudades = CIUDADES.slice(0, numeroDelegaciones(escala));
  const n = ciudades.length;
  const pesos = ciudades.map((c) => c.peso);
  // La primera delegación lleva a los dos técnicos de la demo y al menos dos más.
  const minTecnicos = ciudades.map((_, i) => (i === 0 ? 4 : 1));
  const totalTecnicos = Math.max(tecnicosFijos + Math.round(tecnicosPorEscala * escala), minTecnicos.reduce((a, b) => a + b, 0));
  const tecnicosDel = repartir(totalTecnicos, pesos, minTecnicos);
  const comercialesDel = repartir(Math.round(1 + 2 * escala), pesos, ciudades.map(() => 1));
  const vigilantesDel = repartir(Math.round(2 + 4 * escala), pesos, ciudades.map(() => 1));

  const delegaciones: DocDe<'delegacion'>[] = ciudades.map((c, i) => ({ iddelegacion: String(i + 1), nombre: c.nombre, provincia: c.provincia, estado: 1 }));
  const empleados: DocDe<'empleado'>[] = [];
  const nombreCompleto: string[] = [];
  const correos = new Map<string, number>();
  const nuevoEmpleado = (d: number): { indice: number; p: Persona } => {
    const p = persona(r);
    const base = `${sinTildes(p.nombre.split(' ')[0] ?? p.nombre)}.${sinTildes(p.apellidos.split(' ')[0] ?? p.apellidos)}`;
    const veces = (correos.get(base) ?? 0) + 1;
    correos.set(base, veces);
    const indice = empleados.length;
    empleados.push({
      idempleado: String(indice + 1),
      nombre: p.nombre,
      apellidos: p.apellidos,
      nif: r.probabilidad(0.92) ? dni(r) : nie(r),
      email: `${base}${veces > 1 ? veces : ''}@${DOMINIO_EMPRESA}`,
      iddelegacion: String(d + 1),
      estado: 1,
    });
    nombreCompleto.push(p.completo);
    return { indice, p };
  };

  nuevoEmpleado(0); // el administrador
  const tecnicos: DocDe<'tecnico'>[] = [];
  const delegacionTecnico: number[] = [];
  const comerciales: number[][] = [];
  const vigilantes: number[][] = [];
  const almaceneros: number[][] = [];
  const administrativos: number[][] = [];
  const varios = (d: number, k: number): number[] => Array.from({ length: k }, () => nuevoEmpleado(d).indice);
  // Almacenes: primero los centrales (id = delegación), después las furgonetas en el orden de los técnicos.
  const almacenes: DocDe<'almacen'>[] = ciudades.map((c, d) => ({
    idalmacen: String(d + 1), nombre: `Almacén central ${c.nombre}`, tipo: 'central', idtecnico: null, iddelegacion: String(d + 1), estado: 1,
  }));
  const conFurgoneta = (t: DocDe<'tecnico'>, nombreVehiculo: string) => {
    const idalmacen = String(almacenes.length + 1);
    almacenes.push({ idalmacen, nombre: nombreVehiculo, tipo: 'vehiculo', idtecnico: t.idtecnico, iddelegacion: t.iddelegacion, estado: 1 });
    t.idalmacen = idalmacen;
  };

  for (let d = 0; d < n; d++) {
    const nt = tecnicosDel[d] ?? 0;
    administrativos.push(varios(d, 1 + Math.floor(nt / 20)));
    almaceneros.push(varios(d, 1 + Math.floor(nt / 30)));
    comerciales.push(varios(d, comercialesDel[d] ?? 1));
    for (let k = 0; k < nt; k++) {
      const { indice, p } = nuevoEmpleado(d);
      const t: DocDe<'tecnico'> = { idtecnico: String(tecnicos.length + 1), idempleado: String(indice + 1), nombre: p.completo, iddelegacion: String(d + 1), idalmacen: null, estado: 1 };
      tecnicos.push(t);
      delegacionTecnico.push(d);
      conFurgoneta(t, `Furgoneta ${matricula(r)} (${p.nombre} ${p.apellidos.split(' ')[0] ?? ''})`);
    }
    vigilantes.push(varios(d, vigilantesDel[d] ?? 1));
  }
  const admin: DocDe<'tecnico'> = { idtecnico: String(tecnicos.length + 1), idempleado: '1', nombre: 'Supervisión', iddelegacion: '1', idalmacen: null, estado: 1 };
  tecnicos.push(admin);
  delegacionTecnico.push(0);
  conFurgoneta(admin, `Vehículo de supervisión ${matricula(r)}`);

  return { ciudades, delegaciones, empleados, tecnicos, almacenes, delegacionTecnico, tecnicoAdmin: tecnicos.length - 1, comerciales, vigilantes, almaceneros, administrativos, nombreCompleto };
};
