/**
 * Un presupuesto sintético y determinista (sin azar ni reloj: los mismos parámetros dan los mismos datos)
 * para la prueba del PDF (pdf-presupuesto.test.ts) y el bench (bench/pagina, parte pdf). No lo usa la app.
 * Las líneas se reparten entre los subsistemas y 1 de cada 10 queda sin subsistema; los importes, el
 * desglose de IVA, la base, la cuota y el total cuadran entre sí.
 */
import { importeLinea, redondear2 } from '../../../schemas';
import { repartirImporte } from '../../../schemas/dinero';
import { totalesPresupuesto } from '../../../replication/presupuestos';
import type { DatosPdfPresupuesto } from './pdf-presupuesto';

export interface OpcionesPresupuestoSintetico {
  lineas: number;
  subsistemas?: number;
  cuotas?: number;
  ubicaciones?: number;
  mantenimientos?: number;
  /** Cláusulas de las condiciones (cada una, un párrafo de unas 60 palabras). */
  clausulas?: number;
}

const SUBSISTEMAS = ['Intrusión', 'Videovigilancia', 'Control de accesos', 'Detección de incendios', 'Megafonía', 'Comunicaciones'];
const ARTICULOS = [
  'Detector volumétrico de doble tecnología con antimasking',
  'Contacto magnético de superficie',
  'Sirena exterior autoalimentada con flash',
  'Central de intrusión de 8 a 32 zonas',
  'Cámara IP domo 4 MP con infrarrojos',
  'Grabador NVR de 8 canales con disco de 2 TB',
  'Teclado LCD con lector de proximidad',
  'Cable apantallado 4x0,22 (m)',
  'Batería 12 V 7 Ah',
  'Detector óptico de humo',
  'Pulsador de alarma de incendios rearmable',
  'Mano de obra de instalación y puesta en marcha',
];
const ESTANCIAS = ['Entrada principal', 'Recepción', 'Almacén', 'Oficina 1', 'Oficina 2', 'Sala de servidores', 'Pasillo', 'Muelle de carga', 'Vestuarios', 'Aparcamiento'];
const CLAUSULA =
  'El presente presupuesto incluye el suministro, la instalación y la puesta en marcha de los equipos descritos, conforme a la normativa de seguridad privada vigente y a la norma UNE-EN 50131. Los trabajos no descritos expresamente, las obras de albañilería y las canalizaciones ocultas se facturarán aparte según la tarifa en vigor. La garantía de los equipos es de dos años desde la fecha de instalación, salvo manipulación por terceros.';

export const presupuestoSintetico = (o: OpcionesPresupuestoSintetico): DatosPdfPresupuesto => {
  const nSubsistemas = o.subsistemas ?? 4;
  const subsistemas = Array.from({ length: nSubsistemas }, (_, i) => ({
    idsubsis: `s${i + 1}`,
    numero: i + 1,
    descripcion: SUBSISTEMAS[i % SUBSISTEMAS.length] ?? 'Subsistema',
  }));
  const lineas = Array.from({ length: o.lineas }, (_, i) => {
    const unidades = 1 + ((i * 7) % 5);
    const precio = redondear2(12 + ((i * 37) % 400) + (i % 2) * 0.45);
    const dto = [0, 5, 10][i % 3] ?? 0;
    return {
      descripcion: `${ARTICULOS[i % ARTICULOS.length] ?? 'Artículo'} (ref. ${i + 1})`,
      idsubsis: i % 10 === 9 || nSubsistemas === 0 ? null : `s${1 + (i % nSubsistemas)}`,
      unidades,
      precio,
      dto,
      iva: i % 8 === 7 ? 10 : 21,
      importe: importeLinea(precio, dto, unidades),
    };
  });
  const { impuestos, base, cuota_iva: cuotaIva, total } = totalesPresupuesto(lineas.map((l) => ({ ...l, estado: 1 })));
  const nCuotas = o.cuotas ?? 12;
  const importesCuotas = nCuotas > 0 ? repartirImporte(total, nCuotas) : [];
  const cuotas = Array.from({ length: nCuotas }, (_, i) => ({
    numero: i + 1,
    fecha: `${2025 + Math.floor((3 + i) / 12)}-${String(((3 + i) % 12) + 1).padStart(2, '0')}-05`,
    importe: importesCuotas[i] ?? 0,
    formaPago: 'Domiciliación bancaria',
  }));
  const ubicaciones = Array.from({ length: o.ubicaciones ?? 10 }, (_, i) => ({
    descripcion: ESTANCIAS[i % ESTANCIAS.length] ?? 'Estancia',
    planta: i % 3 === 2 ? null : `Planta ${i % 3 === 0 ? 'baja' : '1'}`,
    elemento: ARTICULOS[(i * 5) % ARTICULOS.length] ?? null,
    unidades: 1 + (i % 3),
  }));
  const mantenimientos = [
    { concepto: 'Mantenimiento preventivo de los sistemas instalados', periodicidad: 'Trimestral', importe: 240 },
    { concepto: 'Conexión a central receptora de alarmas', periodicidad: 'Mensual', importe: 29.9 },
  ].slice(0, o.mantenimientos ?? 2);
  const condiciones = Array.from({ length: o.clausulas ?? 18 }, (_, i) => `${i + 1}. ${CLAUSULA}`).join('\n');
  return {
    empresa: { nombre: 'Seguridad Vigía S.L.', cif: 'B28000000', direccion: 'Calle Mayor 1, 28013 Madrid', telefono: '900 102 030', email: 'info@vigia.es', registro: '1234' },
    presupuesto: {
      numero: 'PR-000321',
      titulo: 'Instalación de seguridad integral en nave industrial',
      fecha: '2025-03-07',
      fvalidez: '2025-04-06',
      estado: 'Pendiente de aceptar',
      revision: 2,
      formaPago: 'Transferencia a 30 días',
      formaPagoCuotas: nCuotas > 0 ? 'Domiciliación bancaria' : null,
      condiciones,
      observaciones: 'Horario de instalación de 8:00 a 15:00. El cliente facilitará el acceso al cuadro eléctrico.',
      comercial: 'Marta Comercial',
    },
    cliente: { nombre: 'Talleres Núñez e Hijos S.L.', codigo: 'CL-000042', nif: 'B87654321', email: 'administracion@talleresnunez.es', telefono: '911 222 333' },
    direccion: 'Polígono Industrial Las Arenas, nave 14, 28906 Getafe (Madrid)',
    cuenta: 'ES76 **** **** **** **** 1234',
    subsistemas,
    lineas,
    impuestos,
    base,
    cuotaIva,
    total,
    cuotas,
    ubicaciones,
    mantenimientos,
    generado: new Date('2025-03-07T10:06:00.000Z'),
    zonaHoraria: 'Europe/Madrid',
  };
};
