/**
 * Lo que cuelga de cada sistema activo en la demo: revisiones periódicas (realizadas y pendientes), vías
 * de comunicación con la CRA, cuotas, subsistemas o zonas y algún aviso al cliente. Pocas cosas por
 * sistema (unas seis de media) para que la escala 100 siga siendo manejable. Usa su propia sección de
 * azar: no cambia nada de lo demás.
 */
import type { DocDe } from '../../../schemas';
import type { TipoSistema } from './textos';
import { fechaDe, instanteDe } from './fechas';
import type { Aleatorio } from './prng';

export interface DatosSistemas {
  revisiones: DocDe<'revisionsistema'>[];
  vias: DocDe<'viacomunicacion'>[];
  cuotas: DocDe<'cuotasistema'>[];
  subsistemas: DocDe<'subsis'>[];
  avisos: DocDe<'clienteaviso'>[];
}

export interface EntradaSistemas {
  r: Aleatorio;
  diaHoy: number;
  sistemas: readonly DocDe<'sistema'>[];
}

const CRAS = ['CRA Vigía Central', 'CRA Levante', 'CRA Norte'] as const;

const ZONAS: Record<TipoSistema, readonly string[]> = {
  intrusion: ['Entrada principal', 'Planta baja', 'Almacén', 'Oficinas', 'Perímetro', 'Garaje'],
  cctv: ['Exterior', 'Acceso vehículos', 'Recepción', 'Muelle de carga'],
  incendio: ['Lazo 1', 'Lazo 2', 'Sala de máquinas', 'Archivo'],
  control_accesos: ['Puerta principal', 'Puerta de personal', 'Sala técnica'],
};

const CUOTAS: Record<TipoSistema, readonly (readonly [string, number])[]> = {
  intrusion: [['Conexión a CRA', 29.9], ['Mantenimiento preventivo', 120]],
  cctv: [['Videoverificación', 19.5], ['Mantenimiento CCTV', 180]],
  incendio: [['Mantenimiento RIPCI', 240], ['Conexión a CRA', 29.9]],
  control_accesos: [['Mantenimiento control de accesos', 150]],
};

const AVISOS: readonly (readonly [DocDe<'clienteaviso'>['tipo'], string])[] = [
  ['alarma', 'Saltó la alarma de madrugada: la CRA verificó y fue una falsa alarma.'],
  ['averia', 'Batería baja en la central: hay que sustituirla en la próxima visita.'],
  ['aviso_revision', 'Se acerca la revisión periódica del sistema.'],
  ['impago', 'La última cuota del servicio está pendiente de pago.'],
  ['otro', 'El cliente pide que se le llame antes de cada visita.'],
];

const tipoDe = (t: DocDe<'sistema'>['tipo']): TipoSistema => t;

export const generarSistemas = ({ r, diaHoy, sistemas }: EntradaSistemas): DatosSistemas => {
  const d: DatosSistemas = { revisiones: [], vias: [], cuotas: [], subsistemas: [], avisos: [] };
  for (const s of sistemas) {
    if (s.estado <= 0) continue;
    const tipo = tipoDe(s.tipo);
    const idsistema = s.idsistema;

    // Revisiones: la última realizada (hace 1-11 meses) y la siguiente pendiente (dentro de 1-6 meses).
    const hace = r.entero(30, 330);
    d.revisiones.push({
      idrevision_sistema: String(d.revisiones.length + 1), idsistema, fecha_prevista: fechaDe(diaHoy - hace),
      fecha_realizada: fechaDe(diaHoy - hace + r.entero(0, 5)), idparte_trabajo: null, observaciones: 'Revisión sin incidencias', estado: 2,
    });
    d.revisiones.push({
      idrevision_sistema: String(d.revisiones.length + 1), idsistema, fecha_prevista: fechaDe(diaHoy + r.entero(0, 180)),
      fecha_realizada: null, idparte_trabajo: null, observaciones: null, estado: 1,
    });

    // Vías de comunicación: una principal y, a veces, una de respaldo.
    const cra = r.elegir(CRAS);
    d.vias.push({
      idvia_comunicacion: String(d.vias.length + 1), idsistema, tipo: r.probabilidad(0.6) ? 'ip' : 'linea_fija',
      numero: r.probabilidad(0.5) ? `10.${r.entero(0, 255)}.${r.entero(0, 255)}.${r.entero(1, 254)}` : `9${r.digitos(8)}`, cra, prioridad: 1, observaciones: null, estado: 1,
    });
    if (r.probabilidad(0.6)) {
      d.vias.push({
        idvia_comunicacion: String(d.vias.length + 1), idsistema, tipo: r.probabilidad(0.8) ? 'gprs_4g' : 'radio',
        numero: `6${r.digitos(8)}`, cra, prioridad: 2, observaciones: 'Vía de respaldo', estado: 1,
      });
    }

    // Una cuota del tipo de sistema.
    const [concepto, base] = r.elegir(CUOTAS[tipo]);
    const periodicidad = base >= 100 ? 'anual' : r.probabilidad(0.8) ? 'mensual' : 'trimestral';
    d.cuotas.push({
      idcuota_sistema: String(d.cuotas.length + 1), idsistema, concepto, importe: periodicidad === 'trimestral' ? Math.round(base * 300) / 100 : base,
      periodicidad, fecha_alta: fechaDe(diaHoy - r.entero(60, 2000)), fecha_baja: null, estado: 1,
    });

    // Zonas.
    const zonas = r.barajar(ZONAS[tipo]).slice(0, r.entero(1, 3));
    zonas.forEach((z, i) => {
      d.subsistemas.push({ idsubsis: String(d.subsistemas.length + 1), idsistema, numero: String(i + 1), descripcion: z, ubicacion: null, estado: 1 });
    });

    // Algún aviso al cliente.
    if (r.probabilidad(0.4)) {
      const [tipoAviso, texto] = r.elegir(AVISOS);
      d.avisos.push({
        idcliente_aviso: String(d.avisos.length + 1), idcliente: s.idcliente, idsistema, fecha: instanteDe(diaHoy - r.entero(0, 40), r.entero(0, 1439)),
        tipo: tipoAviso, texto, leido: r.probabilidad(0.5), estado: 1,
      });
    }
  }
  return d;
};
