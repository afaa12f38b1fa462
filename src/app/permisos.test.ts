import { describe, expect, it } from 'vitest';
import type { UsuarioSesion } from '../../replication/sesion';
import { mensajeSinPermiso } from './permisos.labels';
import { puede, tieneAccesoApp } from './permisos';

const base: UsuarioSesion = {
  idusuario: '5',
  idempleado: '40',
  idtecnico: null,
  idcomercial: null,
  idvigilante: '9',
  idalmacen: null,
  iddelegacion: '1',
  nombre: 'Vigilante',
  login: 'vigilante',
  permisos: { parte_trabajo: { visualizar: false, insertar: false, editar: false, borrar: false }, fichero: { visualizar: true, insertar: true, editar: false, borrar: false } },
  apps: { comerciales: false, tecnicos: true, vigilantes: true, custodiaLlaves: false, almacen: false, presencia: true },
};

describe('permisos en el cliente', () => {
  it('una app necesita su marca y el id que usa', () => {
    expect(tieneAccesoApp(base, 'vigilantes')).toBe(true);
    expect(tieneAccesoApp(base, 'tecnicos')).toBe(false); // marca sin idtecnico
    expect(tieneAccesoApp(base, 'presencia')).toBe(true); // idempleado
    expect(tieneAccesoApp({ ...base, idempleado: null }, 'presencia')).toBe(false);
    expect(tieneAccesoApp(base, 'comerciales')).toBe(false);
  });

  it('acciones por objeto y su nombre en el aviso', () => {
    expect(puede(base, 'parte_trabajo', 'visualizar')).toBe(false);
    expect(puede(base, 'fichero', 'insertar')).toBe(true);
    expect(puede(base, 'usuario', 'visualizar')).toBe(false);
    expect(mensajeSinPermiso('visualizar')).toBe('No tienes permiso de acceso para visualizar');
    expect(mensajeSinPermiso('insertar')).toBe('No tienes permiso de acceso para añadir');
    expect(mensajeSinPermiso('editar')).toBe('No tienes permiso de acceso para modificar');
    expect(mensajeSinPermiso('borrar')).toBe('No tienes permiso de acceso para eliminar');
  });
});
