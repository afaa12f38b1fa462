/** Textos de los sobres de firma de un presupuesto (pantallas de la app y página pública de firma). */
import { MENSAJES_SOBRE, TEXTO_ANULADO } from '../../../replication/sobres';
import type { DocDe } from '../../../schemas';

type Sobre = DocDe<'sobre'>;
type EnvioSobre = DocDe<'enviosobre'>;

/** Situación que se enseña: la del sobre, o caducado si sigue enviado y pasó su fecha. */
export type SituacionVista = Sobre['situacion'] | 'caducado';

export const NOMBRES_SITUACION: Record<SituacionVista, string> = {
  enviado: 'Enviado',
  firmado: 'Firmado',
  cancelado: 'Cancelado',
  /** El presupuesto cambió (dejó de estar aceptado o tiene otra revisión): los enlaces ya no valen. */
  anulado: TEXTO_ANULADO,
  caducado: 'Caducado',
};

export const NOMBRES_TIPO_ENVIO: Record<EnvioSobre['tipo'], string> = {
  envio: 'Envío',
  reenvio: 'Reenvío',
  cancelacion: 'Aviso de cancelación',
};

export const NOMBRES_RESULTADO_ENVIO: Record<EnvioSobre['resultado'], string> = {
  enviado: 'Enviado',
  bandeja: 'En la bandeja de salida del servidor',
  fallido: 'Fallido',
};

export const etiquetasSobre = {
  situacion: 'Situación',
  asunto: 'Asunto',
  mensaje: 'Mensaje',
  documento: 'Documento',
  documentoFirmado: 'Documento firmado',
  sha256: 'SHA-256',
  fenvio: 'Fecha de envío',
  caduca: 'Caduca',
  ffirmado: 'Firmado el',
  fcancelado: 'Cancelado el',
  fanulado: 'Anulado el',
  num_revision: 'Revisión del presupuesto',
  firmas: 'Firmados',
} as const;

export const etiquetasDestinatario = {
  nombre: 'Nombre',
  email: 'Correo electrónico',
  firmado: 'Firmado',
  ffirma: 'Fecha de la firma',
  firmante_nombre: 'Firmante',
  firmante_dni: 'DNI',
} as const;

export const etiquetasEnvio = {
  fecha: 'Fecha',
  destinatario: 'Destinatario',
  tipo: 'Tipo',
  resultado: 'Resultado',
  error: 'Error',
} as const;

export const TEXTOS_SOBRES = {
  titulo: 'Sobres de firma',
  nombre: 'Sobre',
  tabla: 'Sobres del presupuesto',
  vacio: 'El presupuesto aún no se ha enviado a firmar',
  cargando: 'Cargando sobres…',
  enviarAFirmar: 'Enviar a firmar',
  volverLista: 'Volver a los sobres',
  volverSobre: 'Volver al sobre',
  noEsta: 'El sobre no está en este dispositivo; si se acaba de enviar, aparecerá en cuanto se sincronice.',
  firmados: (firmados: number, total: number) => `${firmados} de ${total}`,
  destinatarios: 'Destinatarios',
  faltan: 'Faltan por firmar',
  documentos: 'Documentos',
  envios: 'Envíos',
  datos: 'Datos del sobre',
  reenviar: 'Reenviar',
  reenviado: 'Correo reenviado',
  cancelar: 'Cancelar sobre',
  cancelado: 'Sobre cancelado',
  confirmarCancelar: (asunto: string) =>
    `¿Cancelar el sobre «${asunto}»? Los enlaces de firma dejarán de valer y se avisará a quien aún no ha firmado. No se puede deshacer.`,
  sinConexion: 'No tienes conexión a internet.',
  noDisponibleFichero: 'El documento no está en este dispositivo',
} as const;

export const TEXTOS_DESTINATARIOS = {
  titulo: 'Destinatarios del sobre',
  tituloFaltan: 'Faltan por firmar',
  vacio: 'El sobre no tiene destinatarios en este dispositivo',
  vacioFaltan: 'Ya han firmado todos los destinatarios',
  cargando: 'Cargando destinatarios…',
  si: 'Sí',
  no: 'No',
  acciones: 'Acciones',
} as const;

export const TEXTOS_DOCUMENTOS_SOBRE = {
  titulo: 'Documentos del sobre',
  tipo: 'Documento',
  nombre: 'Nombre',
  creado: 'Fecha',
  original: 'Documento enviado',
  firmado: 'Documento firmado',
  pendienteFirma: 'Cuando firmen todos, aquí estará el documento firmado.',
  cargando: 'Cargando documentos…',
} as const;

export const TEXTOS_ENVIOS = {
  titulo: 'Envíos del sobre',
  vacio: 'Aún no hay envíos de este sobre en el dispositivo',
  cargando: 'Cargando envíos…',
} as const;

export const TEXTOS_ENVIAR = {
  titulo: 'Enviar a firmar',
  documento: 'Documento',
  eligeDocumento: 'Elige el documento',
  sinDocumentos: 'El presupuesto aún no tiene ningún documento PDF.',
  generarEnDocumentacion: 'Genera el PDF en Documentación',
  documentoPendiente: MENSAJES_SOBRE.sinDocumento,
  asunto: 'Asunto',
  asuntoPorDefecto: (numero: string) => `Presupuesto ${numero} para firmar`,
  mensaje: 'Mensaje',
  diasValidez: 'Días de validez',
  diasEnteros: 'Tiene que ser un número entero de días',
  destinatarios: 'Destinatarios',
  destinatario: (n: number) => `Destinatario ${n}`,
  nombre: 'Nombre',
  email: 'Correo electrónico',
  anadir: 'Añadir destinatario',
  quitar: 'Quitar',
  quitarDestinatario: (n: number) => `Quitar el destinatario ${n}`,
  ningunDestinatario: 'Añade al menos un destinatario',
  demasiados: (max: number) => `Como mucho ${max} destinatarios`,
  correoRepetido: 'Este correo ya está en la lista',
  boton: 'Enviar a firmar',
  enviado: 'Sobre enviado',
  soloAceptado: MENSAJES_SOBRE.noAceptado,
  yaEnviado: MENSAJES_SOBRE.yaEnviado,
  verSobreEnviado: 'Ver el sobre enviado',
  cargando: 'Cargando…',
} as const;

export const TEXTOS_FIRMAR = {
  titulo: 'Firma del presupuesto',
  cargando: 'Cargando el documento…',
  presupuesto: 'Presupuesto',
  numero: 'Número',
  tituloPresupuesto: 'Título',
  total: 'Total',
  destinatario: 'Para',
  caduca: 'El enlace caduca el',
  documento: 'Documento',
  sha256: 'Huella SHA-256 del documento',
  verDocumento: 'Ver el documento',
  verDocumentoNota: 'Se abre en una pestaña nueva. Léelo antes de firmar.',
  nombre: 'Nombre y apellidos',
  dni: 'DNI',
  firma: 'Firma',
  acepto: 'He leído el documento y acepto firmarlo',
  faltaAceptar: 'Marca que has leído el documento y aceptas firmarlo',
  faltaFirma: 'Falta la firma',
  boton: 'Firmar',
  firmado: 'Documento firmado. Gracias.',
  firmadoNota: 'Ya no tienes que hacer nada más. Puedes cerrar esta página.',
  noDisponible: 'No se puede firmar',
  reintentar: 'Reintentar',
} as const;

/** Mensajes del cliente de la firma pública (firma-api.ts) cuando el servidor no da el suyo. */
export const MENSAJES_FIRMA = {
  sinServidor: 'No hay conexión con el servidor',
  respuestaNoValida: 'El servidor ha respondido algo que no se esperaba',
  noExiste: MENSAJES_SOBRE.enlaceNoValido,
  usado: MENSAJES_SOBRE.enlaceUsado,
  caducado: MENSAJES_SOBRE.enlaceCaducado,
} as const;
