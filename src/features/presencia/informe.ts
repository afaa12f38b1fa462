/**
 * El informe mensual del registro de jornada de una persona (art. 34.9 ET, Real Decreto-ley 8/2019), puro:
 * `informeMensual` arma el modelo (cabecera de empresa y persona, cada día del mes con sus tramos
 * entrada–salida y su total, el total del mes, las correcciones con su motivo y su autor, y los fichajes
 * marcados 'hora no fiable' con el motivo, si los hay: replication/hora-dispositivo.ts) a partir de
 * sus fichajes; `csvInforme` lo da en CSV para el Excel en español (separador ';', BOM UTF-8, CRLF, y
 * sin fórmulas: un texto que empieza por '=', '+', '-' o '@' va precedido de un apóstrofo). El PDF lo
 * escribe pdf-informe.ts con el mismo modelo.
 */
import { formatearMinutos } from '../../../replication/presencia';
import type { EmpresaPdf } from '../../lib/pdf/membrete';
import {
  desplazarDia,
  diaJornada,
  esCorreccion,
  fechaCorta,
  fechaHora,
  horaJornada,
  nombreTipo,
  tramosContados,
  type Fichaje,
} from './presencia';
import { DIAS_SEMANA_LARGOS } from './presencia.labels';

export const TEXTOS_INFORME = {
  titulo: (mes: string) => `Registro diario de jornada · ${mes}`,
  periodo: (desde: string, hasta: string) => `Del ${desde} al ${hasta}`,
  trabajador: 'Persona trabajadora',
  nif: 'NIF',
  delegacion: 'Centro de trabajo',
  periodoEtiqueta: 'Periodo',
  generado: 'Generado el',
  empresa: 'Empresa',
  cif: 'CIF',
  fecha: 'Fecha',
  dia: 'Día',
  entrada: 'Entrada',
  salida: 'Salida',
  tramos: 'Tramos (entrada – salida)',
  duracion: 'Duración (h:mm)',
  totalDia: 'Total del día (h:mm)',
  totalDiaPdf: 'Total del día',
  observaciones: 'Observaciones',
  totalMes: 'Total del mes',
  correcciones: 'Correcciones',
  sinCorrecciones: 'Sin correcciones en el mes.',
  sinFichajes: 'Sin fichajes',
  fechaHora: 'Fecha y hora',
  tipo: 'Tipo',
  corrige: 'Corrige a',
  motivo: 'Motivo',
  autor: 'Registrada por',
  registrada: 'Registrada el',
  anadido: 'Fichaje olvidado (no corrige a otro)',
  noEsta: 'Un fichaje que no está en este dispositivo',
  enCurso: 'En curso',
  sinSalida: 'Sin salida: no suma (hay que corregirla)',
  salidaOtroDia: (hora: string, dia: string) => `${hora} del ${dia}`,
  legal:
    'Registro de jornada conforme al art. 34.9 del Estatuto de los Trabajadores (Real Decreto-ley 8/2019). Los fichajes no se modifican ni se borran: ' +
    'una corrección es un registro nuevo con su motivo y quién la hace. Se conserva durante cuatro años a disposición de la persona trabajadora, ' +
    'de sus representantes legales y de la Inspección de Trabajo y Seguridad Social.',
  firmaEmpresa: 'Firma de la empresa',
  firmaTrabajador: 'Firma de la persona trabajadora',
  pie: (nombre: string, mes: string, pagina: number, total: number) => `Registro de jornada · ${nombre} · ${mes} · Página ${pagina} de ${total}`,
  asunto: (nombre: string, mes: string) => `Registro de jornada de ${nombre}, ${mes}`,
  horasNoFiables: 'Fichajes con hora no fiable',
  horaNoFiable: 'Hora no fiable',
  motivoHora: 'Motivo',
  horaDispositivo: 'Hora del dispositivo',
  notaNoFiable: 'Su hora no es fiable (ver «Fichajes con hora no fiable»)',
} as const;

export interface PersonaInforme {
  idempleado: string;
  nombre: string;
  nif: string | null;
  delegacion: string | null;
}

export interface DatosInforme {
  empresa: EmpresaPdf;
  persona: PersonaInforme;
  /** 'AAAA-MM'. */
  mes: string;
  /** Los fichajes de la persona del mes (y alrededor), y los que corrigen sus correcciones. */
  fichajes: readonly Fichaje[];
  /** Instante del informe: una entrada abierta cuenta hasta aquí y es la fecha del documento. */
  ahora: string;
}

export interface TramoInforme {
  entrada: string;
  /** 'hh:mm', 'hh:mm del dd/mm/aaaa' si sale otro día, o null si no hay salida. */
  salida: string | null;
  minutos: number;
  /** 'En curso' o 'Sin salida…'. */
  nota: string | null;
}

export interface DiaInforme {
  /** 'AAAA-MM-DD'. */
  dia: string;
  fecha: string;
  nombreDia: string;
  tramos: TramoInforme[];
  minutos: number;
}

export interface CorreccionInforme {
  fechaHora: string;
  tipo: string;
  corrige: string;
  motivo: string;
  autor: string;
  registrada: string;
}

/** Un fichaje del mes cuya hora el servidor no pudo situar o cae fuera de su secuencia (issue 29). */
export interface HoraNoFiableInforme {
  fechaHora: string;
  tipo: string;
  /** La hora que marcaba el reloj del dispositivo. */
  dispositivo: string;
  motivo: string;
}

export interface InformeMensual {
  empresa: EmpresaPdf;
  persona: PersonaInforme;
  mes: string;
  /** 'marzo de 2025'. */
  nombreMes: string;
  periodo: string;
  dias: DiaInforme[];
  total: number;
  correcciones: CorreccionInforme[];
  /** Los fichajes del mes marcados 'hora no fiable' (vacío si no hay). */
  noFiables: HoraNoFiableInforme[];
  generado: string;
}

const fmtMes = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'marzo de 2025' de 'AAAA-MM'. */
export const nombreDelMes = (mes: string): string => {
  const [a, m] = mes.split('-').map(Number);
  return fmtMes.format(new Date(Date.UTC(a ?? 1970, (m ?? 1) - 1, 1)));
};

/** Los días 'AAAA-MM-DD' de un mes 'AAAA-MM'. */
export const diasDelMes = (mes: string): string[] => {
  const dias: string[] = [];
  for (let d = `${mes}-01`; d.startsWith(mes); d = desplazarDia(d, 1)) dias.push(d);
  return dias;
};

/** El mes 'AAAA-MM' `n` meses después (antes si es negativo). */
export const desplazarMes = (mes: string, n: number): string => {
  const [a, m] = mes.split('-').map(Number);
  const d = new Date(Date.UTC(a ?? 1970, (m ?? 1) - 1 + n, 1));
  return d.toISOString().slice(0, 7);
};

/** Los `n` meses hasta el de `ahora` (incluido), el más reciente primero, como opciones. */
export const mesesRecientes = (ahora: string, n: number): { valor: string; etiqueta: string }[] => {
  const actual = diaJornada(ahora).slice(0, 7);
  return Array.from({ length: n }, (_, i) => {
    const mes = desplazarMes(actual, -i);
    return { valor: mes, etiqueta: nombreDelMes(mes) };
  });
};

/** 'h:mm' de unos minutos (162:30 en un mes). */
export const horasMinutos = (min: number): string => `${Math.floor(min / 60)}:${String(min % 60).padStart(2, '0')}`;

const nombreDiaSemana = (dia: string): string => DIAS_SEMANA_LARGOS[(new Date(`${dia}T12:00:00Z`).getUTCDay() + 6) % 7] ?? '';

export const informeMensual = (d: DatosInforme): InformeMensual => {
  const dias = diasDelMes(d.mes);
  const suyos = d.fichajes.filter((f) => f.idempleado === d.persona.idempleado);
  const porDia = new Map<string, TramoInforme[]>(dias.map((x) => [x, []]));
  // Las horas de los fichajes marcados 'hora no fiable': el tramo que empieza o acaba en una lo dice.
  const horasNoFiables = new Set(suyos.filter((f) => f.estado > 0 && f.hora_fiable === false).map((f) => f.hora));
  for (const t of tramosContados(suyos, d.ahora)) {
    const lista = porDia.get(diaJornada(t.entrada));
    if (!lista) continue;
    let salida: string | null = null;
    if (t.salida !== null) {
      const diaSalida = diaJornada(t.salida);
      salida = diaSalida === diaJornada(t.entrada) ? horaJornada(t.salida) : TEXTOS_INFORME.salidaOtroDia(horaJornada(t.salida), fechaCorta(diaSalida));
    }
    const notaNoFiable = horasNoFiables.has(t.entrada) || (t.salida !== null && horasNoFiables.has(t.salida)) ? TEXTOS_INFORME.notaNoFiable : null;
    const posibles: (string | null)[] = [t.enCurso ? TEXTOS_INFORME.enCurso : t.sinSalida ? TEXTOS_INFORME.sinSalida : null, notaNoFiable];
    const notas = posibles.filter((n): n is string => n !== null);
    lista.push({ entrada: horaJornada(t.entrada), salida, minutos: t.minutos, nota: notas.length > 0 ? notas.join('; ') : null });
  }
  const filas: DiaInforme[] = dias.map((dia) => {
    const tramos = porDia.get(dia) ?? [];
    return { dia, fecha: fechaCorta(dia), nombreDia: nombreDiaSemana(dia), tramos, minutos: tramos.reduce((s, t) => s + t.minutos, 0) };
  });

  const porId = new Map(d.fichajes.map((f) => [f.idpresencia, f]));
  const correcciones = suyos
    .filter((f) => f.estado > 0 && esCorreccion(f) && dias.includes(diaJornada(f.hora)))
    .sort((a, b) => Date.parse(a.hora) - Date.parse(b.hora) || a.idpresencia.localeCompare(b.idpresencia))
    .map((f): CorreccionInforme => {
      const corregido = f.idpresencia_corrige ? porId.get(f.idpresencia_corrige) : null;
      return {
        fechaHora: fechaHora(f.hora),
        tipo: nombreTipo(f.tipo),
        corrige: f.idpresencia_corrige ? (corregido ? `${nombreTipo(corregido.tipo)} del ${fechaHora(corregido.hora)}` : TEXTOS_INFORME.noEsta) : TEXTOS_INFORME.anadido,
        motivo: f.motivo ?? '',
        autor: f.autor,
        registrada: fechaHora(f.fdispositivo),
      };
    });

  const noFiables = suyos
    .filter((f) => f.estado > 0 && f.hora_fiable === false && dias.includes(diaJornada(f.hora)))
    .sort((a, b) => Date.parse(a.hora) - Date.parse(b.hora) || a.idpresencia.localeCompare(b.idpresencia))
    .map((f): HoraNoFiableInforme => ({ fechaHora: fechaHora(f.hora), tipo: nombreTipo(f.tipo), dispositivo: fechaHora(f.fdispositivo), motivo: f.motivo_hora ?? '' }));

  const primero = dias[0] ?? `${d.mes}-01`;
  const ultimo = dias.at(-1) ?? primero;
  return {
    empresa: d.empresa,
    persona: d.persona,
    mes: d.mes,
    nombreMes: nombreDelMes(d.mes),
    periodo: TEXTOS_INFORME.periodo(fechaCorta(primero), fechaCorta(ultimo)),
    dias: filas,
    total: filas.reduce((s, x) => s + x.minutos, 0),
    correcciones,
    noFiables,
    generado: fechaHora(d.ahora),
  };
};

/** El total con el formato de la pantalla ('162 h 30 min'). */
export const textoTotal = (min: number): string => formatearMinutos(min);

// ——— CSV ———

const FORMULA = /^[=+\-@\t\r]/;

/** Un campo CSV: sin fórmulas y entre comillas si lleva ';', comillas o saltos de línea. */
export const campoCsv = (valor: string): string => {
  const seguro = FORMULA.test(valor) ? `'${valor}` : valor;
  return /[";\r\n]/.test(seguro) ? `"${seguro.replace(/"/g, '""')}"` : seguro;
};

const lineaCsv = (campos: readonly string[]): string => campos.map(campoCsv).join(';');

export const BOM = '\uFEFF';

/** El informe en CSV (ver la cabecera del módulo). */
export const csvInforme = (i: InformeMensual): string => {
  const T = TEXTOS_INFORME;
  const lineas: string[][] = [
    [T.titulo(i.nombreMes)],
    [T.empresa, i.empresa.nombre, T.cif, i.empresa.cif],
    [T.trabajador, i.persona.nombre, T.nif, i.persona.nif ?? ''],
    [T.delegacion, i.persona.delegacion ?? ''],
    [T.periodoEtiqueta, i.periodo, T.generado, i.generado],
    [],
    [T.fecha, T.dia, T.entrada, T.salida, T.duracion, T.totalDia, T.observaciones],
  ];
  for (const d of i.dias) {
    if (d.tramos.length === 0) {
      lineas.push([d.fecha, d.nombreDia, '', '', '', horasMinutos(0), T.sinFichajes]);
      continue;
    }
    d.tramos.forEach((t, k) => {
      const ultimo = k === d.tramos.length - 1;
      lineas.push([d.fecha, d.nombreDia, t.entrada, t.salida ?? '', horasMinutos(t.minutos), ultimo ? horasMinutos(d.minutos) : '', t.nota ?? '']);
    });
  }
  lineas.push([T.totalMes, '', '', '', '', horasMinutos(i.total), '']);
  lineas.push([]);
  lineas.push([T.correcciones]);
  if (i.correcciones.length === 0) lineas.push([T.sinCorrecciones]);
  else {
    lineas.push([T.fechaHora, T.tipo, T.corrige, T.motivo, T.autor, T.registrada]);
    for (const c of i.correcciones) lineas.push([c.fechaHora, c.tipo, c.corrige, c.motivo, c.autor, c.registrada]);
  }
  if (i.noFiables.length > 0) {
    lineas.push([]);
    lineas.push([T.horasNoFiables]);
    lineas.push([T.fechaHora, T.tipo, T.horaDispositivo, T.motivoHora]);
    for (const n of i.noFiables) lineas.push([n.fechaHora, n.tipo, n.dispositivo, `${T.horaNoFiable}: ${n.motivo}`]);
  }
  return `${BOM}${lineas.map(lineaCsv).join('\r\n')}\r\n`;
};

/**
 * registro-jornada-2025-03-Ana_Garcia.{pdf|csv}: las tildes fuera y lo que no es letra, cifra, punto o
 * guion, '_' (como paraNombreDeFichero de lib/pdf, que no se importa aquí para no traer pdf-lib a la lista).
 */
export const nombreInforme = (i: Pick<InformeMensual, 'mes' | 'persona'>, extension: 'pdf' | 'csv'): string =>
  `registro-jornada-${i.mes}-${i.persona.nombre.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\w.-]+/g, '_')}.${extension}`;
