/** Nombres y apellidos españoles, nombres de empresa y correos para la demo. */
import type { Aleatorio } from './prng';

const HOMBRES = [
  'Antonio', 'José', 'Manuel', 'Francisco', 'David', 'Juan', 'Javier', 'José Antonio', 'Daniel', 'José Luis',
  'Francisco Javier', 'Carlos', 'Jesús', 'Alejandro', 'Miguel', 'José Manuel', 'Rafael', 'Pedro', 'Miguel Ángel',
  'Ángel', 'Pablo', 'Sergio', 'Fernando', 'Jorge', 'Luis', 'Alberto', 'Juan Carlos', 'Álvaro', 'Adrián',
  'Diego', 'Juan José', 'Raúl', 'Iván', 'Enrique', 'Rubén', 'Ramón', 'Óscar', 'Vicente', 'Andrés', 'Joaquín',
  'Santiago', 'Víctor', 'Eduardo', 'Mario', 'Roberto', 'Jaime', 'Ignacio', 'Marcos', 'Hugo', 'Alfonso',
  'Jordi', 'Iker', 'Gonzalo', 'Salvador', 'Guillermo', 'Emilio', 'Julián', 'Tomás', 'Agustín', 'Nicolás',
  'Xavier', 'Unai', 'Borja', 'Aitor', 'Marc', 'Héctor', 'Gabriel', 'Samuel', 'Lucas', 'Martín',
] as const;

const MUJERES = [
  'María Carmen', 'María', 'Carmen', 'Ana María', 'Laura', 'María Pilar', 'María Dolores', 'Isabel', 'Josefa',
  'Ana', 'Cristina', 'Marta', 'María Teresa', 'Lucía', 'Francisca', 'Antonia', 'Dolores', 'Sara', 'Paula',
  'Elena', 'María Ángeles', 'Raquel', 'Rosa María', 'Pilar', 'Manuela', 'Concepción', 'Mercedes', 'Beatriz',
  'Nuria', 'Silvia', 'Julia', 'Irene', 'Patricia', 'Rocío', 'Andrea', 'Alba', 'Rosario', 'Teresa', 'Encarnación',
  'Montserrat', 'Mónica', 'Alicia', 'Sonia', 'Sandra', 'Marina', 'Natalia', 'Yolanda', 'Inmaculada', 'Eva',
  'Ainhoa', 'Noelia', 'Claudia', 'Esther', 'Verónica', 'Carolina', 'Nerea', 'Ángela', 'Inés', 'Amparo',
  'Lorena', 'Miriam', 'Belén', 'Susana', 'Gemma', 'Begoña', 'Itziar', 'Olga', 'Celia', 'Victoria', 'Sofía',
] as const;

const APELLIDOS = [
  'García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín',
  'Jiménez', 'Hernández', 'Ruiz', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Gutiérrez', 'Alonso',
  'Navarro', 'Torres', 'Domínguez', 'Ramos', 'Vázquez', 'Ramírez', 'Gil', 'Serrano', 'Morales', 'Molina',
  'Blanco', 'Suárez', 'Castro', 'Ortega', 'Delgado', 'Ortiz', 'Marín', 'Rubio', 'Núñez', 'Medina', 'Sanz',
  'Castillo', 'Iglesias', 'Cortés', 'Garrido', 'Santos', 'Guerrero', 'Lozano', 'Cano', 'Cruz', 'Méndez',
  'Flores', 'Prieto', 'Herrera', 'Peña', 'León', 'Márquez', 'Cabrera', 'Gallego', 'Calvo', 'Vidal', 'Campos',
  'Reyes', 'Vega', 'Fuentes', 'Carrasco', 'Díez', 'Aguilar', 'Caballero', 'Nieto', 'Santana', 'Vargas',
  'Pascual', 'Giménez', 'Herrero', 'Hidalgo', 'Montero', 'Lorenzo', 'Santiago', 'Benítez', 'Durán', 'Ibáñez',
  'Arias', 'Mora', 'Ferrer', 'Vicente', 'Carmona', 'Crespo', 'Soto', 'Román', 'Pastor', 'Velasco', 'Sáez',
  'Rojas', 'Moya', 'Soler', 'Parra', 'Esteban', 'Bravo', 'Gallardo', 'Rivera', 'Pardo', 'Merino', 'Franco',
  'Espinosa', 'Izquierdo', 'Lara', 'Rivas', 'Silva', 'Rincón', 'Casado', 'Arroyo', 'Redondo', 'Camacho',
  'Rey', 'Vera', 'Otero', 'Luque', 'Galán', 'Montes', 'Ríos', 'Sierra', 'Segura', 'Carrillo', 'Marcos',
  'Marti', 'Soriano', 'Mendoza', 'Robles', 'Bernal', 'Vila', 'Puig', 'Serra', 'Aguirre', 'Etxeberria',
  'Garmendia', 'Castells', 'Figueras', 'Pujol', 'Bermúdez', 'Quintana', 'Valero', 'Beltrán', 'Salas', 'Miranda',
] as const;

export interface Persona {
  nombre: string;
  apellidos: string;
  /** Nombre completo: «Nombre Apellido1 Apellido2». */
  completo: string;
}

export const persona = (r: Aleatorio): Persona => {
  const nombre = r.probabilidad(0.5) ? r.elegir(HOMBRES) : r.elegir(MUJERES);
  const apellidos = `${r.elegir(APELLIDOS)} ${r.elegir(APELLIDOS)}`;
  return { nombre, apellidos, completo: `${nombre} ${apellidos}` };
};

export const apellido = (r: Aleatorio): string => r.elegir(APELLIDOS);
export const nombrePila = (r: Aleatorio): string => (r.probabilidad(0.5) ? r.elegir(HOMBRES) : r.elegir(MUJERES));

/** Minúsculas ASCII sin tildes ni espacios, para correos y dominios. */
export const sinTildes = (texto: string): string =>
  texto.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '');

const LUGARES = [
  'del Sur', 'Mediterráneo', 'Cantábrica', 'Ibérica', 'de Levante', 'del Norte', 'Castellana', 'Atlántica',
  'Los Olivos', 'El Pinar', 'La Esperanza', 'San Antonio', 'del Centro', 'La Estrella', 'El Roble', 'Los Álamos',
  'La Torre', 'del Valle', 'Santa Ana', 'La Alameda', 'El Puerto', 'Las Palmeras', 'Monteverde', 'La Fuente',
] as const;
const MARCAS = ['Alfa', 'Delta', 'Orión', 'Nova', 'Omega', 'Sigma', 'Vértice', 'Aurora', 'Atlas', 'Zenit', 'Horizonte', 'Faro'] as const;

type Plantilla = (r: Aleatorio, poblacion: string) => string;
const PLANTILLAS: readonly (readonly [Plantilla, number])[] = [
  [(r) => `Joyería ${r.elegir(APELLIDOS)}`, 4],
  [(r) => `Farmacia ${r.elegir(APELLIDOS)} ${r.elegir(APELLIDOS)}`, 5],
  [(r) => `Restaurante ${r.elegir(LUGARES)}`, 5],
  [(r) => `Talleres ${r.elegir(APELLIDOS)}`, 4],
  [(r) => `Construcciones ${r.elegir(APELLIDOS)} e Hijos`, 4],
  [(r) => `Distribuciones ${r.elegir(LUGARES)}`, 4],
  [(r) => `Supermercados ${r.elegir(MARCAS)}`, 3],
  [(r) => `Gestoría ${r.elegir(APELLIDOS)}`, 3],
  [(r) => `Clínica Dental ${r.elegir(APELLIDOS)}`, 4],
  [(r) => `Transportes ${r.elegir(APELLIDOS)}`, 4],
  [(r, p) => `Inmobiliaria ${p}`, 2],
  [(r) => `Ferretería ${r.elegir(LUGARES)}`, 3],
  [(r) => `Panadería ${r.elegir(APELLIDOS)}`, 3],
  [(r) => `Hotel ${r.elegir(LUGARES)}`, 2],
  [(r) => `Óptica ${r.elegir(MARCAS)}`, 3],
  [(r) => `Autoescuela ${r.elegir(MARCAS)}`, 2],
  [(r) => `Almacenes ${r.elegir(APELLIDOS)}`, 3],
  [(r, p) => `Logística ${p}`, 2],
  [(r) => `Metalúrgica ${r.elegir(LUGARES)}`, 2],
  [(r) => `Asesoría ${r.elegir(APELLIDOS)} y Asociados`, 3],
  [(r) => `Electrodomésticos ${r.elegir(APELLIDOS)}`, 2],
  [(r) => `Cafetería ${r.elegir(LUGARES)}`, 3],
  [(r) => `Bodegas ${r.elegir(APELLIDOS)}`, 2],
  [(r) => `Muebles ${r.elegir(APELLIDOS)}`, 2],
  [(r) => `Gasolinera ${r.elegir(LUGARES)}`, 2],
  [(r) => `Estanco ${r.elegir(APELLIDOS)}`, 2],
  [(r) => `Centro Médico ${r.elegir(LUGARES)}`, 2],
  [(r) => `Academia ${r.elegir(MARCAS)}`, 2],
  [(r) => `Informática ${r.elegir(MARCAS)}`, 2],
  [(r) => `Frutas ${r.elegir(APELLIDOS)}`, 2],
];

export type FormaJuridica = 'sl' | 'sa' | 'cb' | 'asociacion' | 'comunidad' | 'ayuntamiento' | 'colegio';

/** Nombre comercial según la forma jurídica (la letra del CIF la elige quien llama). */
export const nombreEmpresa = (r: Aleatorio, forma: FormaJuridica, poblacion: string, calle: string): string => {
  switch (forma) {
    case 'sl':
      return `${r.ponderado(PLANTILLAS)(r, poblacion)}, S.L.`;
    case 'sa':
      return `${r.ponderado(PLANTILLAS)(r, poblacion)}, S.A.`;
    case 'cb':
      return `${r.ponderado(PLANTILLAS)(r, poblacion)}, C.B.`;
    case 'asociacion':
      return r.elegir([`Asociación de Vecinos ${r.elegir(LUGARES)}`, `Club Deportivo ${poblacion}`, `Peña Cultural ${r.elegir(LUGARES)}`]);
    case 'comunidad':
      return `Comunidad de Propietarios ${calle}`;
    case 'ayuntamiento':
      return `Ayuntamiento de ${poblacion}`;
    case 'colegio':
      return `Colegio Público ${r.elegir(['Miguel de Cervantes', 'Antonio Machado', 'Federico García Lorca', 'Rosalía de Castro', 'Ramón y Cajal', 'Clara Campoamor', 'Gloria Fuertes'])}`;
  }
};

/** Dominio de correo verosímil a partir del nombre de la empresa. */
export const dominioEmpresa = (nombre: string): string => {
  const palabras = nombre.replace(/,? (S\.L\.|S\.A\.|C\.B\.)$/, '').split(' ').filter((p) => p.length > 2 || /^\d/.test(p));
  const base = sinTildes(palabras.slice(0, 3).join(''));
  return `${base.slice(0, 28) || 'empresa'}.es`;
};

const PROVEEDORES = [['gmail.com', 50], ['hotmail.com', 20], ['yahoo.es', 8], ['outlook.es', 12], ['telefonica.net', 5], ['icloud.com', 5]] as const;
export const proveedorCorreo = (r: Aleatorio): string => r.ponderado(PROVEEDORES);
