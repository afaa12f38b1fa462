/**
 * Lo que produce el generador de datos de demostración y consume el cargador (server/seed/cargar.ts).
 */
import type { AppId, Coleccion, DocDe } from '../../schemas';
import type { Permisos } from '../../replication/sesion';

/** Qué parte de los datos ve el usuario en sync.pull: todo, su delegación, o lo suyo (más los catálogos). */
export type AmbitoUsuario = 'todo' | 'delegacion' | 'propio';

export interface UsuarioDemo {
  idusuario: string;
  login: string;
  /** En claro solo aquí: el cargador lo guarda con scrypt. */
  password: string;
  nombre: string;
  idempleado: string | null;
  idtecnico: string | null;
  idcomercial: string | null;
  idvigilante: string | null;
  idalmacen: string | null;
  iddelegacion: string | null;
  permisos: Permisos;
  apps: Record<AppId, boolean>;
  ambito: AmbitoUsuario;
}

export type DocumentosDemo = { [C in Coleccion]: DocDe<C>[] };

/** Contenido de un fichero de la demo (tabla del servidor fichero_contenido, como lo deja fichero.subirSync). */
export interface ContenidoDemo {
  idfichero: string;
  tipo: string;
  datos: Uint8Array;
}

export interface DatosDemo {
  usuarios: UsuarioDemo[];
  documentos: DocumentosDemo;
  /** Contenidos de los ficheros de `documentos.fichero` (los PDF de los sobres). */
  contenidos?: ContenidoDemo[];
}

export interface OpcionesDemo {
  /** 1 = empresa pequeña de demostración; 100 ≈ empresa real (decenas de miles de partes y clientes, 100.000 artículos). */
  escala: number;
  /** Semilla del generador pseudoaleatorio (determinista). */
  semilla?: number;
  /** Fecha de referencia 'YYYY-MM-DD' (por defecto, la de hoy) para repartir partes alrededor de ella. */
  hoy?: string;
  /**
   * Años de historia cerrada (partes, fichajes, rondas, novedades, llaves, caja, facturas) antes de los datos
   * recientes; sin él, la demo de siempre (sin historia añadida). Admite fracciones: 0.25 ≈ tres meses.
   */
  anios?: number;
}
