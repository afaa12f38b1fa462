/** Textos de la demo: descripciones de sistemas, órdenes y partes, acciones, observaciones y ubicaciones. */
import type { Aleatorio } from './prng';

export type TipoSistema = 'intrusion' | 'cctv' | 'incendio' | 'control_accesos';
export type Clasificacion = 'averia' | 'revision' | 'instalacion' | 'mantenimiento';

const ETIQUETA_TIPO: Record<TipoSistema, string> = {
  intrusion: 'intrusión', cctv: 'CCTV', incendio: 'detección de incendios', control_accesos: 'control de accesos',
};

export const UBICACIONES_VIVIENDA = ['Entrada principal', 'Salón', 'Cocina', 'Pasillo', 'Dormitorio principal', 'Garaje', 'Terraza', 'Escalera', 'Despacho', 'Trastero'] as const;
export const UBICACIONES_EMPRESA = ['Entrada principal', 'Recepción', 'Almacén', 'Oficina', 'Despacho dirección', 'Sala de servidores', 'Muelle de carga', 'Pasillo planta 1', 'Escalera', 'Fachada exterior', 'Aparcamiento', 'Sala de reuniones', 'Cuarto de instalaciones', 'Zona de cajas'] as const;

export const descripcionSistema = (r: Aleatorio, tipo: TipoSistema, esEmpresa: boolean): string => {
  const lugar = esEmpresa
    ? r.elegir(['local comercial', 'oficinas', 'nave', 'almacén', 'tienda', 'sede', 'planta baja', 'aparcamiento'])
    : r.elegir(['vivienda', 'chalé', 'piso', 'segunda residencia', 'garaje']);
  switch (tipo) {
    case 'intrusion':
      return `Alarma ${lugar}${r.probabilidad(0.5) ? ' conectada a CRA' : ''}`;
    case 'cctv':
      return `CCTV ${lugar} ${r.entero(2, 16)} cámaras`;
    case 'incendio':
      return `Detección de incendios ${lugar}`;
    case 'control_accesos':
      return `Control de accesos ${lugar}`;
  }
};

export const observacionSistema = (r: Aleatorio): string | null =>
  r.probabilidad(0.7)
    ? null
    : r.elegir([
        'Código de instalador en el sobre de la oficina.',
        'Contrato de mantenimiento anual.',
        'Conexión a CRA por IP con respaldo GPRS.',
        'La central está dentro del armario del pasillo.',
        'Cliente con llaves en custodia.',
        'Aviso a la policía solo con doble verificación.',
        'Batería sustituida en la última revisión.',
        'Acceso a la azotea con llave del conserje.',
      ]);

const AVERIAS: Record<TipoSistema, readonly ((r: Aleatorio, u: string) => string)[]> = {
  intrusion: [
    (r) => `La central no deja armar: fallo en zona ${r.entero(1, 16)}`,
    () => 'Salta la alarma sin motivo por la noche',
    () => 'Fallo de comunicación con la CRA',
    () => 'El teclado no se ilumina',
    () => 'La sirena exterior no suena en la prueba',
    () => 'Aviso de batería baja en la central',
    (r, u) => `Detector de ${u.toLowerCase()} en tamper`,
  ],
  cctv: [
    (r) => `Cámara ${r.entero(1, 12)} sin imagen`,
    () => 'El grabador no graba desde hace unos días',
    () => 'No hay acceso remoto desde la aplicación',
    (r, u) => `Imagen borrosa en la cámara de ${u.toLowerCase()}`,
    () => 'El grabador avisa de error en el disco duro',
  ],
  incendio: [
    (r) => `Avería en el lazo ${r.entero(1, 2)} de la central de incendios`,
    (r, u) => `Falsa alarma del detector de ${u.toLowerCase()}`,
    () => 'Fallo de alimentación en la central de incendios',
    () => 'La sirena de evacuación no funciona',
  ],
  control_accesos: [
    (r, u) => `El lector de ${u.toLowerCase()} no lee las tarjetas`,
    () => 'La cerradura de la puerta principal no abre',
    (r) => `Dar de alta ${r.entero(2, 20)} tarjetas nuevas`,
    () => 'El videoportero no tiene audio',
  ],
};

const REVISIONES: Record<TipoSistema, readonly string[]> = {
  intrusion: ['Revisión anual del sistema de intrusión', 'Revisión semestral según contrato', 'Revisión de la conexión con CRA'],
  cctv: ['Revisión anual del sistema de CCTV', 'Revisión de grabaciones y discos', 'Revisión semestral de cámaras'],
  incendio: ['Revisión trimestral reglamentaria (RIPCI)', 'Revisión anual de protección contra incendios', 'Revisión de extintores y pulsadores'],
  control_accesos: ['Revisión anual del control de accesos', 'Revisión de lectores y cerraduras'],
};

const MANTENIMIENTOS: Record<TipoSistema, readonly string[]> = {
  intrusion: ['Sustitución preventiva de baterías', 'Mantenimiento de detectores y prueba de zonas', 'Actualización de firmware de la central'],
  cctv: ['Limpieza de cámaras y ajuste de enfoque', 'Actualización de firmware del grabador', 'Sustitución preventiva del disco duro'],
  incendio: ['Limpieza de detectores y prueba de lazos', 'Retimbrado de extintores', 'Sustitución de baterías de la central de incendios'],
  control_accesos: ['Ajuste de cerraduras y pulsadores', 'Copia de seguridad de la base de datos de usuarios', 'Sustitución de fuente de alimentación'],
};

const INSTALACIONES: Record<TipoSistema, readonly ((r: Aleatorio, u: string) => string)[]> = {
  intrusion: [
    () => 'Instalación de sistema de alarma con conexión a CRA',
    (r, u) => `Ampliación: ${r.entero(2, 4)} detectores en ${u.toLowerCase()}`,
    () => 'Sustitución de la central de alarma',
  ],
  cctv: [
    (r) => `Instalación de ${r.entero(2, 8)} cámaras IP y grabador`,
    (r, u) => `Ampliación: cámara en ${u.toLowerCase()}`,
  ],
  incendio: [
    (r, u) => `Instalación de detección de incendios en ${u.toLowerCase()}`,
    () => 'Ampliación de la central con un lazo nuevo',
  ],
  control_accesos: [
    () => 'Instalación de control de accesos en la puerta principal',
    (r) => `Instalación de videoportero y ${r.entero(1, 3)} lectores`,
  ],
};

export const descripcionOrden = (r: Aleatorio, c: Clasificacion, tipo: TipoSistema, ubicacion: string): string => {
  switch (c) {
    case 'averia':
      return r.elegir(AVERIAS[tipo])(r, ubicacion);
    case 'revision':
      return r.elegir(REVISIONES[tipo]);
    case 'mantenimiento':
      return r.elegir(MANTENIMIENTOS[tipo]);
    case 'instalacion':
      return r.elegir(INSTALACIONES[tipo])(r, ubicacion);
  }
};

export const etiquetaTipo = (t: TipoSistema): string => ETIQUETA_TIPO[t];

const ACCIONES: Record<TipoSistema, readonly string[]> = {
  intrusion: ['Comprobar batería de la central', 'Probar todas las zonas', 'Probar sirena exterior', 'Verificar comunicación con CRA', 'Comprobar tampers', 'Revisar alimentación de la central', 'Probar teclados y códigos de usuario'],
  cctv: ['Limpiar ópticas de las cámaras', 'Comprobar grabación de todos los canales', 'Verificar estado del disco duro', 'Comprobar acceso remoto', 'Ajustar enfoque y ángulo', 'Revisar fecha y hora del grabador'],
  incendio: ['Probar detectores con gas de prueba', 'Probar pulsadores', 'Comprobar baterías de la central', 'Probar sirenas de evacuación', 'Revisar señalización', 'Comprobar presión de extintores'],
  control_accesos: ['Probar lectores', 'Comprobar cerraduras', 'Probar pulsadores de salida', 'Revisar registros de la controladora', 'Comprobar fuente de alimentación'],
};

/** Entre n y m acciones distintas para un parte sobre un sistema de ese tipo. */
export const accionesDe = (r: Aleatorio, tipo: TipoSistema, n: number): string[] => r.barajar(ACCIONES[tipo]).slice(0, n);

export const motivoNoRealizada = (r: Aleatorio): string =>
  r.elegir(['No se pudo acceder a la zona', 'Falta material; queda pendiente', 'El cliente no lo autoriza', 'Se hará en la próxima visita']);

export const observacionFinalizado = (r: Aleatorio, c: Clasificacion): string =>
  r.elegir(
    c === 'averia'
      ? ['Se localiza la avería y se sustituye el elemento dañado. Sistema probado y operativo.', 'Se reprograma la central y se prueba con CRA. Correcto.', 'Avería por corte de alimentación; se rearma y queda operativo.', 'Se sustituye la batería. Pendiente presupuesto de la sirena exterior.']
      : c === 'revision'
        ? ['Revisión completa sin incidencias.', 'Revisión realizada. Se recomienda cambiar baterías el próximo año.', 'Revisión realizada; el cliente firma la conformidad.']
        : c === 'mantenimiento'
          ? ['Mantenimiento realizado según contrato.', 'Trabajos de mantenimiento terminados. Sin incidencias.', 'Mantenimiento hecho; queda anotada una anomalía leve.']
          : ['Instalación terminada y probada. Se explica el uso al cliente.', 'Instalación terminada; queda alta en CRA.', 'Material instalado y configurado. Cliente conforme.'],
  );

export const observacionPendiente = (r: Aleatorio): string | null =>
  r.probabilidad(0.75)
    ? null
    : r.elegir(['El cliente solo está por las mañanas.', 'Llamar antes de ir.', 'Llevar escalera larga.', 'Recoger llaves en la conserjería.', 'Perro en el jardín.', 'Aparcar en la parte de atrás.']);

export const motivoAnulacion = (r: Aleatorio): string =>
  r.elegir(['Anulado a petición del cliente.', 'Aviso duplicado.', 'El cliente lo ha resuelto por su cuenta.', 'Se atiende en otra orden.']);

export const observacionDireccion = (r: Aleatorio): string | null =>
  r.probabilidad(0.8)
    ? null
    : r.elegir(['Portero automático: preguntar por el encargado.', 'Acceso por la puerta trasera.', 'Zona de carga y descarga enfrente.', 'Horario de 8:00 a 15:00.', 'Timbre que no funciona: llamar por teléfono.']);

export const observacionCliente = (r: Aleatorio): string | null =>
  r.probabilidad(0.85)
    ? null
    : r.elegir(['Cliente preferente.', 'Paga por domiciliación.', 'Avisar siempre antes de la visita.', 'Contacto principal: el administrador de la finca.', 'Tiene contrato de mantenimiento.']);
