/**
 * Datos personalizados de contratos (idtabla 233), partes de novedad (250), sus novedades (251), puestos de
 * servicio (240) y operaciones (117): los campos que la empresa define para cada uno y valores en algunos
 * registros, para que /datos/{id}/{idtabla} de cada uno enseñe algo. Llevan valores uno de cada tres
 * registros y, además, el primero de cada dueño (el comercial del contrato o de la operación, el vigilante
 * del parte, el parte de la novedad, la delegación del puesto), así todo usuario de la demo que ve esos
 * registros ve alguno con datos: el dato va con su registro (regla de ámbito 'entidadPorIdtabla').
 * Como mucho MAX_POR_TABLA registros con datos por tabla, para que la escala 100 siga siendo modesta. Usa su
 * propia sección de azar: no cambia nada de lo demás. Los ids de campo siguen a los del presupuesto ('7'…'9'): '10'…'28'.
 */
import { entidades, type DocDe } from '../../../schemas';
import { idDato } from '../../../schemas/dato';
import { fechaDe, instanteDe } from './fechas';
import type { Aleatorio } from './prng';

export interface DatosRegistros {
  campos: DocDe<'campodato'>[];
  valores: DocDe<'dato'>[];
}

export const IDTABLA_CONTRATO: number = entidades.contrato.idtabla ?? 233;
export const IDTABLA_PARTE_NOVEDAD: number = entidades.partenovedad.idtabla ?? 250;
export const IDTABLA_OPERACION: number = entidades.operacioncrm.idtabla ?? 117;
export const IDTABLA_NOVEDAD: number = entidades.novedad.idtabla ?? 251;
export const IDTABLA_PUESTO: number = entidades.puestoservicio.idtabla ?? 240;
const MAX_POR_TABLA = 1500;

type Campo = Omit<DocDe<'campodato'>, 'idtabla' | 'estado' | 'orden'>;
type Valor = string | number | boolean;
/** Un campo con cómo se rellena: null, el registro lo deja sin dato. */
type CampoConValor<R> = Campo & { valor: (r: Aleatorio, registro: R, diaHoy: number) => Valor | null };

const HORARIOS = ['24 horas', 'Laborables de 8 a 20', 'Noches, fines de semana y festivos'] as const;
const DANOS = ['Sin daños', 'Daños leves', 'Daños graves'] as const;
const COMPETIDORES = ['Ninguno', 'Securitas Direct', 'Prosegur', 'Tyco', 'Instalador local'] as const;
const SECTORES = ['Comercio', 'Hostelería', 'Oficinas', 'Industria', 'Vivienda', 'Sanidad'] as const;
const CUERPOS = ['Policía Nacional', 'Guardia Civil', 'Policía Local', 'Mossos d’Esquadra'] as const;
const UNIFORMIDAD = ['Uniforme completo', 'Traje y corbata', 'Ropa de trabajo'] as const;
const ZONAS = ['Acceso principal', 'Muelle de carga', 'Aparcamiento', 'Perímetro', 'Recepción', 'Sala de máquinas'] as const;

const texto = (idcampo_dato: string, nombre: string, etiqueta: string, max: number | null): Campo =>
  ({ idcampo_dato, nombre, etiqueta, tipo: 'texto', requerido: false, opciones: [], max });
const de = (idcampo_dato: string, nombre: string, etiqueta: string, tipo: 'numero' | 'fecha' | 'booleano'): Campo =>
  ({ idcampo_dato, nombre, etiqueta, tipo, requerido: false, opciones: [], max: null });
const opcion = (idcampo_dato: string, nombre: string, etiqueta: string, opciones: readonly string[]): Campo =>
  ({ idcampo_dato, nombre, etiqueta, tipo: 'opcion', requerido: false, opciones: [...opciones], max: null });

const CAMPOS_CONTRATO: readonly CampoConValor<DocDe<'contrato'>>[] = [
  { ...opcion('10', 'horario_servicio', 'Horario del servicio', HORARIOS), valor: (r) => r.elegir(HORARIOS) },
  { ...de('11', 'tiempo_respuesta', 'Tiempo máximo de respuesta (horas)', 'numero'), valor: (r) => r.elegir([2, 4, 8, 24] as const) },
  { ...de('12', 'acuda_incluido', 'Servicio de acuda incluido', 'booleano'), valor: (r) => r.probabilidad(0.5) },
  {
    ...texto('13', 'codigo_centro', 'Código de centro del cliente', 20),
    valor: (r, c) => (r.probabilidad(0.6) ? `CEN-${c.idcliente.padStart(4, '0')}-${String(r.entero(1, 9))}` : null),
  },
];

const CAMPOS_PARTE_NOVEDAD: readonly CampoConValor<DocDe<'partenovedad'>>[] = [
  { ...de('14', 'aviso_fuerzas_seguridad', 'Se avisó a las fuerzas de seguridad', 'booleano'), valor: (_r, p) => p.gravedad === 'alta' },
  { ...opcion('15', 'cuerpo_avisado', 'Cuerpo avisado', CUERPOS), valor: (r, p) => (p.gravedad === 'alta' ? r.elegir(CUERPOS.slice(0, 3)) : null) },
  { ...opcion('16', 'danos_materiales', 'Daños materiales', DANOS), valor: (r, p) => (p.gravedad === 'baja' ? DANOS[0] : r.elegir(DANOS)) },
  {
    ...texto('17', 'numero_atestado', 'Número de atestado', 30),
    valor: (r, p) => (p.gravedad === 'alta' && r.probabilidad(0.6) ? `AT-${p.fecha.slice(0, 4)}-${String(r.entero(1000, 99999))}` : null),
  },
];

const CAMPOS_NOVEDAD: readonly CampoConValor<DocDe<'novedad'>>[] = [
  { ...opcion('22', 'zona', 'Zona del recinto', ZONAS), valor: (r) => r.elegir(ZONAS) },
  { ...de('23', 'fotografias', 'Se tomaron fotografías', 'booleano'), valor: (_r, n) => ['intrusion', 'averia', 'incendio'].includes(n.tipo) },
  { ...de('24', 'minutos_resolucion', 'Minutos hasta la resolución', 'numero'), valor: (r, n) => (n.tipo === 'ronda' || n.tipo === 'relevo' ? null : r.entero(5, 90)) },
];

const CAMPOS_PUESTO: readonly CampoConValor<DocDe<'puestoservicio'>>[] = [
  { ...opcion('25', 'uniformidad', 'Uniformidad', UNIFORMIDAD), valor: (r) => r.elegir(UNIFORMIDAD) },
  { ...de('26', 'arma', 'Servicio con arma', 'booleano'), valor: (r) => r.probabilidad(0.15) },
  { ...de('27', 'vigilantes_turno', 'Vigilantes por turno', 'numero'), valor: (r) => r.ponderado([[1, 70], [2, 25], [3, 5]] as const) },
  { ...texto('28', 'telefono_emergencias', 'Teléfono de emergencias del cliente', 20), valor: (r) => `6${r.digitos(2)} ${r.digitos(3)} ${r.digitos(3)}` },
];

const CAMPOS_OPERACION: readonly CampoConValor<DocDe<'operacioncrm'>>[] = [
  { ...opcion('18', 'sector', 'Sector del cliente', SECTORES), valor: (r) => r.elegir(SECTORES) },
  { ...opcion('19', 'competidor', 'Competidor principal', COMPETIDORES), valor: (r) => r.elegir(COMPETIDORES) },
  { ...de('20', 'instalaciones', 'Número de instalaciones', 'numero'), valor: (r) => r.ponderado([[1, 60], [2, 25], [3, 10], [5, 5]] as const) },
  { ...de('21', 'visita_riesgos', 'Fecha de la visita de análisis de riesgos', 'fecha'), valor: (r, _o, diaHoy) => (r.probabilidad(0.5) ? fechaDe(diaHoy - r.entero(3, 120)) : null) },
];

export interface EntradaDatosRegistros {
  r: Aleatorio;
  diaHoy: number;
  contratos: readonly DocDe<'contrato'>[];
  partes: readonly DocDe<'partenovedad'>[];
  novedades: readonly DocDe<'novedad'>[];
  puestos: readonly DocDe<'puestoservicio'>[];
  operaciones: readonly DocDe<'operacioncrm'>[];
}

export const generarDatosRegistros = ({ r, diaHoy, contratos, partes, novedades, puestos, operaciones }: EntradaDatosRegistros): DatosRegistros => {
  const d: DatosRegistros = { campos: [], valores: [] };
  const ahora = instanteDe(diaHoy, 7 * 60);
  const tabla = <R extends { estado: number }>(
    idtabla: number, campos: readonly CampoConValor<R>[], registros: readonly R[], id: (x: R) => string, dueno: (x: R) => string,
  ): void => {
    campos.forEach((c, i) => d.campos.push({
      idcampo_dato: c.idcampo_dato, idtabla, nombre: c.nombre, etiqueta: c.etiqueta, tipo: c.tipo, requerido: c.requerido, opciones: c.opciones,
      orden: (i + 1) * 10, max: c.max, estado: 1,
    }));
    const duenos = new Set<string>();
    let conDatos = 0;
    for (const [i, x] of registros.entries()) {
      if (x.estado <= 0) continue;
      const primeroDelDueno = !duenos.has(dueno(x));
      duenos.add(dueno(x));
      if ((i % 3 !== 0 && !primeroDelDueno) || conDatos >= MAX_POR_TABLA) continue;
      conDatos++;
      for (const c of campos) {
        const v = c.valor(r, x, diaHoy);
        if (v === null) continue;
        d.valores.push({ iddato: idDato(idtabla, id(x), c.idcampo_dato), idtabla, id: id(x), idcampo_dato: c.idcampo_dato, valor: v, actualizado: ahora, estado: 1 });
      }
    }
  };
  tabla(IDTABLA_CONTRATO, CAMPOS_CONTRATO, contratos, (c) => c.idcontrato, (c) => c.idcomercial ?? `delegacion:${c.iddelegacion}`);
  tabla(IDTABLA_PARTE_NOVEDAD, CAMPOS_PARTE_NOVEDAD, partes, (p) => p.idparte_novedad, (p) => p.idvigilante);
  tabla(IDTABLA_OPERACION, CAMPOS_OPERACION, operaciones, (o) => o.idoperacioncrm, (o) => o.idcomercial ?? `delegacion:${o.iddelegacion}`);
  tabla(IDTABLA_NOVEDAD, CAMPOS_NOVEDAD, novedades, (n) => n.idnovedad, (n) => n.idparte_novedad);
  tabla(IDTABLA_PUESTO, CAMPOS_PUESTO, puestos, (p) => p.idpuesto_servicio, (p) => p.iddelegacion);
  return d;
};
